// The contract schemas of the calls the sign-in pages and the shell make, in a chunk of their own with zod: loaded
// when such a call returns, so the first render of /login downloads no zod (decision 058). The two pages that call
// at once, to set a new password and to sign in from a staff link, preload it (their `firstLoads` in
// src/config/paths.ts, decision 070).
export {
  checkResetTokenResponse,
  loginAsAdminResponse,
  loginResponse,
  oauthResponse,
  preferredLanguageResponse,
  versionLogResponse,
} from '@portal/contract';
