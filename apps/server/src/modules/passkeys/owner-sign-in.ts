import type { LoginResponse, PasskeyRequestOptions, passkeySignInRequest } from '@portal/contract';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { refuseTemporaryPassword } from '../auth/credentials.ts';
import { findOwnerById, lockOwnerPassword } from '../auth/owner-repo.ts';
import { issueSignIn } from '../auth/sign-in.ts';
import { challengeOf, claimChallenge, storeChallenge } from './challenges.ts';
import { findCredential, recordUse } from './credentials-repo.ts';
import { relyingPartyOf } from './relying-party.ts';
import { passkeyRejected, verifyAssertion } from './verify.ts';

/**
 * POST /api/passkeys/sign-in/options: a challenge for any of this site's passkeys (no allowCredentials: the
 * browser offers the owner's own, in the e-mail field's autofill or in its passkey dialog).
 */
export async function signInOptions(deps: AppDeps): Promise<PasskeyRequestOptions> {
  const rp = relyingPartyOf(deps.config);
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await storeChallenge(deps.db, { challenge: options.challenge, purpose: 'owner_sign_in', now: deps.now() });
  return options as PasskeyRequestOptions;
}

/**
 * POST /api/passkeys/sign-in: the same answer as POST /api/login (session, login status, booking-system tokens), so
 * nothing after the sign-in page knows how the owner signed in. The password lockout does not apply: a passkey
 * cannot be guessed, and an attacker guessing the password must not lock the owner out of their passkey.
 */
export async function signInWithPasskey(
  deps: AppDeps,
  input: z.output<typeof passkeySignInRequest>,
  log: FastifyBaseLogger,
): Promise<LoginResponse> {
  const { response } = input;
  const now = deps.now();
  const asked = challengeOf(response.response.clientDataJSON);
  const challenge = asked ? await claimChallenge(deps.db, { challenge: asked, purpose: 'owner_sign_in', now }) : null;
  const credential = challenge ? await findCredential(deps.db, response.id) : null;
  // A staff member's passkey, or an answer whose user handle is not the one the passkey was made for, signs no one in.
  if (!challenge || !credential || credential.ownerId === null) throw passkeyRejected();
  if (response.response.userHandle !== undefined && response.response.userHandle !== credential.userHandle) {
    throw passkeyRejected();
  }
  const newCounter = await verifyAssertion(relyingPartyOf(deps.config), challenge, response, credential, {
    requireUserVerification: true,
    log,
  });
  const owner = await findOwnerById(deps.db, credential.ownerId);
  if (!owner) throw passkeyRejected();
  const signedIn = await deps.db.transaction(async (tx) => {
    // The owner's row first, as a password sign-in takes it: a password change racing this sign-in revokes its tokens.
    await lockOwnerPassword(tx, owner.id);
    if (!(await recordUse(tx, credential, newCounter, now))) throw passkeyRejected();
    await recordAudit(tx, {
      actor: { kind: 'owner', ownerId: owner.id, email: owner.email },
      action: 'passkey.signed_in',
      subject: { ownerId: owner.id, entity: 'passkey', entityId: credential.id },
      details: { name: credential.name, ...(owner.mustChangePassword ? { passwordChangeRequired: true } : {}) },
      at: now,
    });
    return owner.mustChangePassword ? null : issueSignIn(tx, deps, owner, null);
  });
  if (signedIn) return signedIn;
  // A temporary password staff set is replaced first, whatever the way in (decision 047).
  await refuseTemporaryPassword(deps, owner);
  throw passkeyRejected();
}
