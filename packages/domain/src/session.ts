export const TOKEN_REFRESH_MARGIN_SECONDS = 60;
export const CLIENT_VERSION = '1.3.0';
export const ERROR_REPORT_SAMPLE_RATE = 0.1;
export const LEGACY_MAX_RETRIES = 5;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const ADMIN_TOKEN_TTL_MINUTES = 10;
export const REDIRECT_AFTER_PASSWORD_MS = 3000;

export const LOGIN_STATUSES = ['guesty', 'pordal', 'both'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

export function usesLegacy(status: LoginStatus): boolean {
  return status === 'guesty' || status === 'both';
}

export function usesPordal(status: LoginStatus): boolean {
  return status === 'pordal' || status === 'both';
}

/** Milliseconds until the token should be refreshed: 60 s before it expires, never negative. */
export function refreshDelayMs(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, expiresAtMs - TOKEN_REFRESH_MARGIN_SECONDS * 1000 - nowMs);
}

/** True once a lockout applies: LOGIN_MAX_FAILURES failures inside the window. */
export function isLockedOut(recentFailures: number): boolean {
  return recentFailures >= LOGIN_MAX_FAILURES;
}

/** Decision 037: bank details change only this soon after the owner typed their password again. */
export const REAUTHENTICATION_WINDOW_MINUTES = 5;

/** Whether a re-authentication at `at` still covers a sensitive change at `now`. */
export function isRecentlyReauthenticated(at: Date | null, now: Date): boolean {
  if (!at) return false;
  const age = now.getTime() - at.getTime();
  return age >= 0 && age <= REAUTHENTICATION_WINDOW_MINUTES * 60_000;
}
