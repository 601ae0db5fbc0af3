// The contract schemas of the calls the sign-in page and the shell make, in a chunk of their own with zod: loaded
// when such a call returns, so the first render of /login downloads no zod (decision 058).
export { loginResponse, oauthResponse, preferredLanguageResponse, versionLogResponse } from '@portal/contract';
