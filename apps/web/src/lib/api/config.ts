/** API bases come from build-time config; the defaults serve everything from the same origin. */
export const apiConfig = {
  ownBase: import.meta.env.VITE_API_BASE ?? '/api',
  pordalBase: import.meta.env.VITE_PORDAL_API_BASE ?? '/api/pordal',
  legacyBase: import.meta.env.VITE_LEGACY_API_BASE ?? '/api/legacy',
};
