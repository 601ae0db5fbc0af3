import { randomBytes } from 'node:crypto';
import type { PasskeyCreationOptions } from '@portal/contract';
import type {
  StaffEnrolmentFinishResponse,
  StaffEnrolmentStartResponse,
  staffEnrolmentFinishRequest,
} from '@portal/contract/staff';
import type { Tx } from '@portal/db';
import { schema } from '@portal/db';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../http/errors.ts';
import type { AppDeps } from '../../../types.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { storeChallenge } from '../../passkeys/challenges.ts';
import { relyingPartyOf } from '../../passkeys/relying-party.ts';
import { insertCredential, SUPPORTED_ALGORITHMS, verifyRegistration } from '../../passkeys/verify.ts';
import { isEnrolled, secondFactorOf } from './factor-repo.ts';
import {
  claimPendingChallenge,
  consumePending,
  type Pending,
  requirePending,
  reserveSecondFactorAttempt,
} from './pending.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { issueStaffSession } from './session.ts';
import { markStepUsed, newTotpSecret, totpStepOf } from './totp.ts';
import { INVALID_SECOND_FACTOR_MESSAGE } from './verify.ts';

const { staffSecondFactors } = schema;

const alreadyEnrolled = () =>
  new AppError(
    'SECOND_FACTOR_ALREADY_ENROLLED',
    'A second factor is already set up; ask an administrator to reset it (npm run admin -- reset-second-factor)',
  );

async function requireUnenrolledPending(deps: AppDeps, raw: string): Promise<Pending> {
  const pending = await requirePending(deps.db, raw, deps.now());
  if (isEnrolled(await secondFactorOf(deps.db, pending.member.id))) throw alreadyEnrolled();
  return pending;
}

/**
 * Starts (or starts again) an enrolment: a new authenticator-app secret, sealed like bank numbers and kept
 * unconfirmed until its first code; or a passkey challenge. A confirmed second factor is never replaced here.
 */
export async function startEnrolment(
  deps: AppDeps,
  input: { pendingToken: string; method: 'totp' | 'passkey' },
): Promise<StaffEnrolmentStartResponse> {
  const { member } = await requireUnenrolledPending(deps, input.pendingToken);
  const now = deps.now();
  if (input.method === 'totp') {
    const { secret, uri } = newTotpSecret(member.email);
    const values = { method: 'totp' as const, totpSecretSealed: deps.secrets.encrypt(secret), totpLastStep: null };
    const written = await deps.db
      .insert(staffSecondFactors)
      .values({ staffId: member.id, ...values, createdAt: now })
      .onConflictDoUpdate({
        target: staffSecondFactors.staffId,
        set: { ...values, createdAt: now },
        where: isNull(staffSecondFactors.confirmedAt),
      })
      .returning({ staffId: staffSecondFactors.staffId });
    if (written.length === 0) throw alreadyEnrolled();
    return { method: 'totp', secret, uri };
  }
  const rp = relyingPartyOf(deps.config);
  const userHandle = isoBase64URL.fromBuffer(randomBytes(32));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    userDisplayName: member.fullName,
    userID: isoBase64URL.toBuffer(userHandle),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  await storeChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'staff_registration',
    staffId: member.id,
    userHandle,
    now,
  });
  return { method: 'passkey', options: options as PasskeyCreationOptions };
}

type FinishInput = z.output<typeof staffEnrolmentFinishRequest>;

/** The passkey or the TOTP record, confirmed in the transaction that opens the session. */
async function confirmFactor(
  tx: Tx,
  deps: AppDeps,
  pending: Pending,
  proof: { step: number } | { passkey: Awaited<ReturnType<typeof verifyNewPasskey>> },
): Promise<void> {
  const now = deps.now();
  const staffId = pending.member.id;
  if ('step' in proof) {
    if (!(await markStepUsed(tx, { staffId, step: proof.step, now, isEnrolment: true }))) {
      throw new AppError('INVALID_SECOND_FACTOR', INVALID_SECOND_FACTOR_MESSAGE);
    }
    return;
  }
  const values = { method: 'passkey' as const, totpSecretSealed: null, totpLastStep: null, confirmedAt: now };
  const written = await tx
    .insert(staffSecondFactors)
    .values({ staffId, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: staffSecondFactors.staffId,
      set: values,
      where: sql`${staffSecondFactors.confirmedAt} IS NULL`,
    })
    .returning({ staffId: staffSecondFactors.staffId });
  if (written.length === 0) throw alreadyEnrolled();
  await insertCredential(tx, {
    holder: { staffId },
    info: proof.passkey.info,
    name: proof.passkey.name,
    userHandle: proof.passkey.userHandle,
    now,
  });
}

async function verifyNewPasskey(
  deps: AppDeps,
  pending: Pending,
  input: Extract<FinishInput, { method: 'passkey' }>,
  log: FastifyBaseLogger,
) {
  const challenge = await claimPendingChallenge(
    deps,
    pending,
    input.response.response.clientDataJSON,
    'staff_registration',
  );
  if (!challenge?.userHandle) throw new AppError('INVALID_SECOND_FACTOR', INVALID_SECOND_FACTOR_MESSAGE);
  const info = await verifyRegistration(relyingPartyOf(deps.config), challenge, input.response, log).catch(() => {
    throw new AppError('INVALID_SECOND_FACTOR', INVALID_SECOND_FACTOR_MESSAGE);
  });
  return { info, name: input.name, userHandle: challenge.userHandle };
}

/**
 * POST /api/staff/enrolment/finish: the first code from the app (or the new passkey) proves the enrolment. In one
 * transaction: the factor is confirmed, ten recovery codes are made (shown this once), the enrolment is audited,
 * the pending token is used up and the session opens.
 */
export async function finishEnrolment(
  deps: AppDeps,
  input: FinishInput,
  log: FastifyBaseLogger,
): Promise<StaffEnrolmentFinishResponse> {
  const pending = await requireUnenrolledPending(deps, input.pendingToken);
  const member = pending.member;
  const forgive = await reserveSecondFactorAttempt(deps, member.id);
  const now = deps.now();
  let proof: Parameters<typeof confirmFactor>[3];
  if (input.method === 'totp') {
    const factor = await secondFactorOf(deps.db, member.id);
    const secret =
      factor?.method === 'totp' && factor.totpSecretSealed ? deps.secrets.decrypt(factor.totpSecretSealed) : null;
    const step = secret ? await totpStepOf(secret, input.code, now, null) : null;
    if (step === null) throw new AppError('INVALID_SECOND_FACTOR', INVALID_SECOND_FACTOR_MESSAGE);
    proof = { step };
  } else {
    proof = { passkey: await verifyNewPasskey(deps, pending, input, log) };
  }
  const result = await deps.db.transaction(async (tx) => {
    await confirmFactor(tx, deps, pending, proof);
    const recoveryCodes = await issueRecoveryCodes(tx, member.id, now);
    await recordAudit(tx, {
      actor: { kind: 'staff', staffId: member.id, email: member.email },
      action: 'staff_second_factor.enrolled',
      subject: { ownerId: null, entity: 'staff', entityId: member.id },
      details: { method: input.method },
      at: now,
    });
    await consumePending(tx, pending, now);
    const session = await issueStaffSession(tx, member, input.method, now);
    return { session, recoveryCodes };
  });
  await forgive();
  return result;
}
