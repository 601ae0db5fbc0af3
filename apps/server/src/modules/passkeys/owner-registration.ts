import { randomBytes } from 'node:crypto';
import type { addPasskeyRequest, PasskeyCreationOptions, PasskeyView } from '@portal/contract';
import { schema } from '@portal/db';
import { isRecentlyReauthenticated } from '@portal/domain';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { findOwnerById } from '../auth/owner-repo.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { challengeOf, claimChallenge, storeChallenge } from './challenges.ts';
import { credentialsOf, passkeyViewOf } from './credentials-repo.ts';
import { relyingPartyOf } from './relying-party.ts';
import { insertCredential, passkeyRejected, SUPPORTED_ALGORITHMS, verifyRegistration } from './verify.ts';

/**
 * Adding a passkey is as sensitive as a bank change (decision 037): only the owner, only within 5 minutes of typing
 * the password again in this session (POST /api/reauthenticate).
 */
export async function requireRecentPassword(deps: AppDeps, owner: OwnerPrincipal): Promise<void> {
  if (owner.actingStaff) {
    throw new AppError('ADMIN_SESSION_NOT_ALLOWED', 'Only the owner can manage their passkeys');
  }
  const [token] = await deps.db
    .select({ at: schema.authTokens.reauthenticatedAt })
    .from(schema.authTokens)
    .where(eq(schema.authTokens.id, owner.tokenId))
    .limit(1);
  if (!isRecentlyReauthenticated(token?.at ?? null, deps.now())) {
    throw new AppError('REAUTHENTICATION_REQUIRED', 'Confirm your password to manage passkeys');
  }
}

/** POST /api/passkeys/registration/options: a discoverable, user-verified passkey for this RP, not one already held. */
export async function registrationOptions(deps: AppDeps, principal: OwnerPrincipal): Promise<PasskeyCreationOptions> {
  await requireRecentPassword(deps, principal);
  const owner = await findOwnerById(deps.db, principal.ownerId);
  if (!owner) throw new AppError('UNAUTHENTICATED', 'Session expired, sign in again');
  const existing = await credentialsOf(deps.db, { ownerId: owner.id });
  // One user handle per owner, so a second passkey on the same authenticator replaces the first there.
  const userHandle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(randomBytes(32));
  const rp = relyingPartyOf(deps.config);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: owner.email,
    userDisplayName: owner.fullName,
    userID: isoBase64URL.toBuffer(userHandle),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as never,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  await storeChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'owner_registration',
    ownerId: owner.id,
    userHandle,
    now: deps.now(),
  });
  return options as PasskeyCreationOptions;
}

/**
 * POST /api/passkeys: verifies the new passkey against this owner's challenge, stores it, and in the same
 * transaction audits it and queues the owner's e-mail in their language (a passkey added by someone else must not
 * go unnoticed).
 */
export async function addPasskey(
  deps: AppDeps,
  principal: OwnerPrincipal,
  input: z.output<typeof addPasskeyRequest>,
  log: FastifyBaseLogger,
): Promise<PasskeyView> {
  await requireRecentPassword(deps, principal);
  const now = deps.now();
  const asked = challengeOf(input.response.response.clientDataJSON);
  // Claimed on its own, before verifying: a refused answer uses the challenge up too.
  const challenge = asked
    ? await claimChallenge(deps.db, {
        challenge: asked,
        purpose: 'owner_registration',
        ownerId: principal.ownerId,
        now,
      })
    : null;
  if (!challenge?.userHandle) throw passkeyRejected();
  const info = await verifyRegistration(relyingPartyOf(deps.config), challenge, input.response, log);
  const owner = await findOwnerById(deps.db, principal.ownerId);
  if (!owner) throw new AppError('UNAUTHENTICATED', 'Session expired, sign in again');
  return deps.db.transaction(async (tx) => {
    const row = await insertCredential(tx, {
      holder: { ownerId: owner.id },
      info,
      name: input.name,
      userHandle: challenge.userHandle ?? '',
      now,
    });
    await recordAudit(tx, {
      actor: actorOf(principal),
      action: 'passkey.added',
      subject: { ownerId: owner.id, entity: 'passkey', entityId: row.id },
      details: { name: row.name, isBackedUp: row.isBackedUp },
      at: now,
    });
    await enqueueMail(tx, {
      kind: 'passkey_added',
      to: owner.email,
      language: owner.preferredLanguage,
      vars: {
        name: owner.firstName || owner.fullName,
        device: row.name,
        addedAt: now.toISOString(),
        timeZone: 'Asia/Dubai',
        link: `${deps.config.publicUrl}/settings/passkeys`,
      },
    });
    return passkeyViewOf(row);
  });
}
