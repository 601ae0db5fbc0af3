import type { StaffLoginResponse } from '@portal/contract/staff';
import { hashPassword, schema, verifyPassword } from '@portal/db';
import { LOGIN_FAILURE_WINDOW_MINUTES, normalizeEmail } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AppDeps } from '../../types.ts';
import { INVALID_CREDENTIALS_MESSAGE, LOCKED_OUT_MESSAGE } from '../auth/credentials.ts';
import { clearFailures, reserveAttempt } from '../auth/owner-repo.ts';
import { revokeTokenById } from '../auth/token-repo.ts';

const { staff, authTokens } = schema;
/** A working day; the console signs in again after it. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000;

// Staff and owner attempts are counted apart: an owner locked out must not lock out a colleague with the same e-mail.
const failureKey = (email: string) => `staff:${email}`;

let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hashPassword('no-such-staff-password');
  return dummyHash;
};

export type StaffRow = typeof staff.$inferSelect;

export const staffView = (row: StaffRow) => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  preferredLanguage: row.preferredLanguage,
});

/**
 * POST /api/staff/login: argon2id like the owners, and the owners' lockout rule (5 failures within 15 minutes,
 * counted in the database so it holds across processes). A disabled member signs in like a wrong password.
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
  return deps.db.transaction(async (tx) => {
    await clearFailures(tx, failureKey(email), attempt.id);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
    await tx
      .insert(authTokens)
      .values({ staffId: member.id, kind: 'staff_session', tokenHash: hashToken(token), expiresAt, createdAt: now });
    return { token, expiresAt: expiresAt.toISOString(), staff: staffView(member) };
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
