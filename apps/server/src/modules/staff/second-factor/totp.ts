import type { Tx } from '@portal/db';
import { schema } from '@portal/db';
import { normalizeTotpCode, TOTP_PERIOD_SECONDS } from '@portal/domain';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';

const { staffSecondFactors } = schema;

/** A new authenticator-app secret (160 bits, base32) and its otpauth:// URI for the QR code. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: 'Owner portal', label: email, secret }) };
}

/**
 * The time step of a right code, or null. One step either side of the server's clock is accepted (a phone a few
 * seconds off), but never a step at or before `lastStep`: a code once used, or an older one, is refused.
 */
export async function totpStepOf(
  secret: string,
  typed: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const code = normalizeTotpCode(typed);
  if (!code) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records the step as used, only if no process recorded it (or a later one) first: of two requests carrying the
 * same code at once, one wins. An enrolment's first code confirms the enrolment (`isEnrolment`); a sign-in's code
 * counts only for a confirmed one.
 */
export async function markStepUsed(
  tx: Tx,
  input: { staffId: number; step: number; now: Date; isEnrolment: boolean },
): Promise<boolean> {
  const updated = await tx
    .update(staffSecondFactors)
    .set(input.isEnrolment ? { totpLastStep: input.step, confirmedAt: input.now } : { totpLastStep: input.step })
    .where(
      and(
        eq(staffSecondFactors.staffId, input.staffId),
        eq(staffSecondFactors.method, 'totp'),
        input.isEnrolment ? isNull(staffSecondFactors.confirmedAt) : isNotNull(staffSecondFactors.confirmedAt),
        or(isNull(staffSecondFactors.totpLastStep), lt(staffSecondFactors.totpLastStep, input.step)),
      ),
    )
    .returning({ staffId: staffSecondFactors.staffId });
  return updated.length === 1;
}
