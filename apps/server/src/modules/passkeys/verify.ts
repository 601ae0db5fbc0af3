import type { AuthenticationResponseJson, RegistrationResponseJson } from '@portal/contract';
import type { Db, Tx } from '@portal/db';
import { pgErrorCode, schema } from '@portal/db';
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { ClaimedChallenge } from './challenges.ts';
import type { CredentialHolder, CredentialRow } from './credentials-repo.ts';
import type { RelyingParty } from './relying-party.ts';

/** ES256 and RS256: what platform authenticators and security keys make. */
export const SUPPORTED_ALGORITHMS = [-7, -257];

export const passkeyRejected = (detail = 'The passkey could not be verified. Please try again.') =>
  new AppError('PASSKEY_REJECTED', detail);

/**
 * Checks a registration answer against its claimed challenge, the RP id and the one origin (the library's own
 * verification); any failure is PASSKEY_REJECTED, with the reason logged, never sent.
 */
export async function verifyRegistration(
  rp: RelyingParty,
  challenge: ClaimedChallenge,
  response: RegistrationResponseJson,
  log: FastifyBaseLogger,
) {
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    if (verified.verified) return verified.registrationInfo;
  } catch (error) {
    log.info({ reason: (error as Error).message }, 'passkey registration refused');
  }
  throw passkeyRejected();
}

/**
 * Checks an assertion with the stored public key and counter: a wrong challenge, origin or RP id, a bad signature,
 * a user not verified, or a counter that did not move forward (a cloned authenticator) are all PASSKEY_REJECTED.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  challenge: ClaimedChallenge,
  response: AuthenticationResponseJson,
  credential: CredentialRow,
  options: { requireUserVerification: boolean; log: FastifyBaseLogger; rejection?: () => AppError },
): Promise<number> {
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: options.requireUserVerification,
      credential: {
        id: credential.credentialId,
        publicKey: isoBase64URL.toBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports,
      },
    });
    if (verified.verified) return verified.authenticationInfo.newCounter;
  } catch (error) {
    options.log.info({ reason: (error as Error).message, credential: credential.id }, 'passkey assertion refused');
  }
  throw (options.rejection ?? passkeyRejected)();
}

const UNIQUE_VIOLATION = '23505';

/** Stores a verified credential for its holder; a credential id already stored (anyone's) is refused. */
export async function insertCredential(
  tx: Db | Tx,
  input: {
    holder: CredentialHolder;
    info: NonNullable<Awaited<ReturnType<typeof verifyRegistration>>>;
    name: string;
    userHandle: string;
    now: Date;
  },
): Promise<CredentialRow> {
  const { credential } = input.info;
  try {
    const [row] = await tx
      .insert(schema.webauthnCredentials)
      .values({
        ...input.holder,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        userHandle: input.userHandle,
        name: input.name,
        isBackedUp: input.info.credentialBackedUp,
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error('passkey not stored');
    return row;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw new AppError('PASSKEY_ALREADY_REGISTERED', 'This passkey is already registered');
    }
    throw error;
  }
}
