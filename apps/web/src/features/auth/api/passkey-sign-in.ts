import type { LoginResponse, PasskeyRequestOptions } from '@portal/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { ownApi } from '../../../lib/api/clients.ts';
import { lazySchema } from '../../../lib/api/lazy-schemas.ts';

/**
 * POST /api/passkeys/sign-in/options: a single-use challenge for any of the site's passkeys. Handed to the browser as
 * it came (no zod on the sign-in page's first load, decision 058); the browser checks its shape itself.
 */
export function passkeySignInOptions(): Promise<PasskeyRequestOptions> {
  return ownApi.post<PasskeyRequestOptions>('/passkeys/sign-in/options');
}

/** POST /api/passkeys/sign-in: answers exactly like POST /api/login, so the session is stored the same way. */
export function signInWithPasskey(response: AuthenticationResponseJSON): Promise<LoginResponse> {
  return ownApi.post('/passkeys/sign-in', { json: { response }, schema: lazySchema('loginResponse') });
}
