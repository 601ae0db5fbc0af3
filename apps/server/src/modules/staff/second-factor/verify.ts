import type { PasskeyRequestOptions } from '@portal/contract';
import type { StaffSecondFactorResponse, staffSecondFactorRequest } from '@portal/contract/staff';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../http/errors.ts';
import type { AppDeps } from '../../../types.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { storeChallenge } from '../../passkeys/challenges.ts';
import { credentialsOf, findCredential, recordUse } from '../../passkeys/credentials-repo.ts';
import { relyingPartyOf } from '../../passkeys/relying-party.ts';
import { verifyAssertion } from '../../passkeys/verify.ts';
import { isEnrolled, secondFactorOf } from './factor-repo.ts';
import {
  claimPendingChallenge,
  consumePending,
  type Pending,
  requirePending,
  reserveSecondFactorAttempt,
} from './pending.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { issueStaffSession } from './session.ts';
import { markStepUsed, totpStepOf } from './totp.ts';

export const INVALID_SECOND_FACTOR_MESSAGE = 'The code or passkey was not accepted';
const refused = () => new AppError('INVALID_SECOND_FACTOR', INVALID_SECOND_FACTOR_MESSAGE);

async function requireEnrolledPending(deps: AppDeps, raw: string) {
  const pending = await requirePending(deps.db, raw, deps.now());
  const factor = await secondFactorOf(deps.db, pending.member.id);
  if (!isEnrolled(factor)) {
    throw new AppError('SECOND_FACTOR_NOT_ENROLLED', 'Enrol a second factor first');
  }
  return { pending, factor };
}

/** POST /api/staff/second-factor/options: a challenge for the member's own passkeys. */
export async function staffPasskeyOptions(deps: AppDeps, pendingToken: string): Promise<PasskeyRequestOptions> {
  const { pending } = await requireEnrolledPending(deps, pendingToken);
  const credentials = await credentialsOf(deps.db, { staffId: pending.member.id });
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.config).id,
    allowCredentials: credentials.map((row) => ({ id: row.credentialId, transports: row.transports as never })),
    userVerification: 'preferred',
  });
  await storeChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'staff_second_factor',
    staffId: pending.member.id,
    now: deps.now(),
  });
  return options as PasskeyRequestOptions;
}

type SecondFactorInput = z.output<typeof staffSecondFactorRequest>;

/** The passkey half: this member's challenge, this member's passkey, signature and counter checked. */
async function checkPasskey(
  deps: AppDeps,
  pending: Pending,
  input: Extract<SecondFactorInput, { method: 'passkey' }>,
  log: FastifyBaseLogger,
) {
  const challenge = await claimPendingChallenge(
    deps,
    pending,
    input.response.response.clientDataJSON,
    'staff_second_factor',
  );
  const credential = challenge ? await findCredential(deps.db, input.response.id) : null;
  if (!challenge || !credential || credential.staffId !== pending.member.id) throw refused();
  const newCounter = await verifyAssertion(relyingPartyOf(deps.config), challenge, input.response, credential, {
    requireUserVerification: false,
    log,
    rejection: refused,
  });
  return { credential, newCounter };
}

/**
 * POST /api/staff/second-factor: a TOTP code (not one already used), a recovery code (used up), or the member's
 * passkey, within the attempt allowance; then the pending token is used up and a staff session opens.
 */
export async function passSecondFactor(
  deps: AppDeps,
  input: SecondFactorInput,
  log: FastifyBaseLogger,
): Promise<StaffSecondFactorResponse> {
  const { pending, factor } = await requireEnrolledPending(deps, input.pendingToken);
  const member = pending.member;
  const forgive = await reserveSecondFactorAttempt(deps, member.id);
  const now = deps.now();
  const passkey = input.method === 'passkey' ? await checkPasskey(deps, pending, input, log) : null;
  const step =
    input.method === 'totp' && factor.method === 'totp' && factor.totpSecretSealed
      ? await totpStepOf(deps.secrets.decrypt(factor.totpSecretSealed), input.code, now, factor.totpLastStep)
      : null;
  if (input.method === 'totp' && step === null) throw refused();
  const result = await deps.db.transaction(async (tx) => {
    let recoveryCodesLeft: number | undefined;
    if (input.method === 'recovery_code') {
      const left = await useRecoveryCode(tx, member.id, input.code, now);
      if (left === null) throw refused();
      recoveryCodesLeft = left;
      await recordAudit(tx, {
        actor: { kind: 'staff', staffId: member.id, email: member.email },
        action: 'staff_second_factor.recovery_code_used',
        subject: { ownerId: null, entity: 'staff', entityId: member.id },
        details: { left },
        at: now,
      });
    }
    if (step !== null && !(await markStepUsed(tx, { staffId: member.id, step, now, isEnrolment: false }))) {
      throw refused();
    }
    if (passkey) {
      if (!(await recordUse(tx, passkey.credential, passkey.newCounter, now))) throw refused();
      await recordAudit(tx, {
        actor: { kind: 'staff', staffId: member.id, email: member.email },
        action: 'passkey.signed_in',
        subject: { ownerId: null, entity: 'passkey', entityId: passkey.credential.id },
        details: { name: passkey.credential.name, staffId: member.id },
        at: now,
      });
    }
    await consumePending(tx, pending, now);
    const session = await issueStaffSession(tx, member, input.method, now);
    return recoveryCodesLeft === undefined ? session : { ...session, recoveryCodesLeft };
  });
  await forgive();
  return result;
}
