import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { LOGIN_FAILURE_WINDOW_MINUTES, STAFF_PENDING_TTL_MINUTES } from '@portal/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../../http/errors.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import type { AppDeps } from '../../../types.ts';
import { LOCKED_OUT_MESSAGE } from '../../auth/credentials.ts';
import { clearFailures, reserveAttempt } from '../../auth/owner-repo.ts';
import { challengeOf, claimChallenge } from '../../passkeys/challenges.ts';

const { authTokens, staff } = schema;

/**
 * The password was right: a pending token, for the second factor (or its enrolment) only. No staff route accepts it
 * (the staff surface takes `staff_session` tokens alone), so nothing of the console opens before the second factor.
 */
export async function issuePendingToken(tx: Db | Tx, staffId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_PENDING_TTL_MINUTES * 60_000);
  await tx
    .insert(authTokens)
    .values({ staffId, kind: 'staff_pending', tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

export type StaffRow = typeof staff.$inferSelect;
export interface Pending {
  tokenId: number;
  member: StaffRow;
}

const invalidPending = () =>
  new AppError('TOKEN_INVALID', 'The sign-in has expired or was already completed; sign in again');

/** The staff member a live pending token belongs to (not disabled); TOKEN_INVALID otherwise. */
export async function requirePending(db: Db | Tx, raw: string, now: Date): Promise<Pending> {
  const [row] = await db
    .select({ tokenId: authTokens.id, member: staff })
    .from(authTokens)
    .innerJoin(staff, eq(staff.id, authTokens.staffId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(raw)),
        eq(authTokens.kind, 'staff_pending'),
        isNull(authTokens.usedAt),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1);
  if (!row) throw invalidPending();
  return row;
}

/** Uses the pending token up in the transaction that opens the session: one pending token, one session at most. */
export async function consumePending(tx: Tx, pending: Pending, now: Date): Promise<void> {
  const used = await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, pending.tokenId), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  if (used.length === 0) throw invalidPending();
}

const attemptKey = (staffId: number) => `staff-2fa:${staffId}`;

/**
 * Every second-factor try counts before it is checked, with the sign-in rule (5 within 15 minutes per staff member,
 * in login_failures, decisions 045 and 053): a million TOTP codes cannot be walked through. Forgiven on success.
 */
export async function reserveSecondFactorAttempt(deps: AppDeps, staffId: number): Promise<() => Promise<void>> {
  const now = deps.now();
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const attempt = await reserveAttempt(deps.db, attemptKey(staffId), now, since);
  if ('lockedUntilOldestExpires' in attempt) {
    const freeAt = attempt.lockedUntilOldestExpires.getTime() + LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
    const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_FAILED_LOGIN_ATTEMPTS', LOCKED_OUT_MESSAGE, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  return () => clearFailures(deps.db, attemptKey(staffId), attempt.id);
}

/**
 * The passkey challenge a pending member's browser answered (read from its client data), claimed once: null when the
 * answer names none, or one not issued to this member for `purpose`, or one already used or expired.
 */
export async function claimPendingChallenge(
  deps: AppDeps,
  pending: Pending,
  clientDataJSON: string,
  purpose: 'staff_registration' | 'staff_second_factor',
) {
  const asked = challengeOf(clientDataJSON);
  return asked
    ? claimChallenge(deps.db, { challenge: asked, purpose, staffId: pending.member.id, now: deps.now() })
    : null;
}
