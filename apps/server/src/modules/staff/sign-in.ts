import type { StaffLoginResponse } from '@portal/contract/staff';
import { hashPassword, schema, verifyPassword } from '@portal/db';
import { LOGIN_FAILURE_WINDOW_MINUTES, normalizeEmail } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { INVALID_CREDENTIALS_MESSAGE, LOCKED_OUT_MESSAGE } from '../auth/credentials.ts';
import { clearFailures, reserveAttempt } from '../auth/owner-repo.ts';
import { revokeTokenById } from '../auth/token-repo.ts';
import { isEnrolled, secondFactorOf } from './second-factor/factor-repo.ts';
import { issuePendingToken, type StaffRow } from './second-factor/pending.ts';
import { staffView } from './second-factor/session.ts';

const { staff } = schema;

export { staffView } from './second-factor/session.ts';
export type { StaffRow };

// Staff and owner attempts are counted apart: an owner locked out must not lock out a colleague with the same e-mail.
const failureKey = (email: string) => `staff:${email}`;

let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hashPassword('no-such-staff-password');
  return dummyHash;
};

/**
 * POST /api/staff/login: argon2id like the owners, and the owners' lockout rule (5 failures within 15 minutes,
 * counted in the database so it holds across processes). A disabled member signs in like a wrong password. A right
 * password opens nothing yet: it gives a pending token for the second factor, or for enrolling one (decision 091).
 */
export async function signInStaff(
  deps: AppDeps,
  input: { email: string; password: string },
): Promise<StaffLoginResponse> {
  const email = normalizeEmail(input.email);
  const now = deps.now();
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const attempt = await reserveAttempt(deps.db, failureKey(email), now, since);
  if ('lockedUntilOldestExpires' in attempt) {
    const freeAt = attempt.lockedUntilOldestExpires.getTime() + LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
    const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_FAILED_LOGIN_ATTEMPTS', LOCKED_OUT_MESSAGE, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  const [member] = await deps.db.select().from(staff).where(eq(staff.email, email)).limit(1);
  const isValid = await verifyPassword(member?.passwordHash ?? (await getDummyHash()), input.password);
  if (!member || !isValid || member.disabledAt) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  const factor = await secondFactorOf(deps.db, member.id);
  return deps.db.transaction(async (tx) => {
    await clearFailures(tx, failureKey(email), attempt.id);
    const pending = await issuePendingToken(tx, member.id, now);
    const common = {
      pendingToken: pending.token,
      expiresAt: pending.expiresAt.toISOString(),
      staff: staffView(member),
    };
    return isEnrolled(factor)
      ? { stage: 'second_factor' as const, method: factor.method, ...common }
      : { stage: 'enrol' as const, ...common };
  });
}

export async function signOutStaff(deps: AppDeps, principal: StaffPrincipal): Promise<void> {
  await revokeTokenById(deps.db, principal.tokenId, deps.now());
}

export async function currentStaff(deps: AppDeps, principal: StaffPrincipal) {
  const [member] = await deps.db.select().from(staff).where(eq(staff.id, principal.staffId)).limit(1);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired, sign in again');
  return member;
}
