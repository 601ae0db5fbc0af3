import type { StaffSession } from '@portal/contract/staff';
import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import type { StaffRow } from './pending.ts';

/** A working day; the console signs in again after it. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000;

export const staffView = (row: StaffRow) => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  preferredLanguage: row.preferredLanguage,
});

/**
 * A staff session, only ever issued after the second factor: the token row names how it was passed, and the
 * database refuses a staff session without one (auth_tokens_second_factor).
 */
export async function issueStaffSession(
  tx: Db | Tx,
  member: StaffRow,
  secondFactor: 'totp' | 'passkey' | 'recovery_code',
  now: Date,
): Promise<StaffSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  await tx.insert(schema.authTokens).values({
    staffId: member.id,
    kind: 'staff_session',
    tokenHash: hashToken(token),
    expiresAt,
    secondFactor,
    createdAt: now,
  });
  return { token, expiresAt: expiresAt.toISOString(), staff: staffView(member) };
}
