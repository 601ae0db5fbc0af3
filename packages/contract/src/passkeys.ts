import { PASSKEY_NAME_MAX_LENGTH } from '@portal/domain';
import { z } from 'zod';
import { idParam } from './common.ts';
import { authenticationResponseJson, registrationResponseJson } from './webauthn.ts';

/** An owner's passkeys (decision 090): managed in Settings after the password, used on the sign-in page. */

export const passkeyName = z.string().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH);

export const passkeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by the platform (iCloud Keychain, Google Password Manager): survives a lost phone. */
  isBackedUp: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyView>;

// GET /api/passkeys
export const passkeyListResponse = z.object({ passkeys: z.array(passkeyView) });
export type PasskeyListResponse = z.infer<typeof passkeyListResponse>;

// POST /api/passkeys (after POST /api/passkeys/registration/options)
export const addPasskeyRequest = z.object({ name: passkeyName, response: registrationResponseJson });
export type AddPasskeyRequest = z.input<typeof addPasskeyRequest>;
export const addPasskeyResponse = z.object({ passkey: passkeyView });

// DELETE /api/passkeys/:passkeyId
export const passkeyIdParams = z.object({ passkeyId: idParam });

// POST /api/passkeys/sign-in (after POST /api/passkeys/sign-in/options); answers like POST /api/login.
export const passkeySignInRequest = z.object({ response: authenticationResponseJson });
export type PasskeySignInRequest = z.input<typeof passkeySignInRequest>;

export * from './webauthn.ts';
