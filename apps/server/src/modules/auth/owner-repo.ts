import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { isLockedOut, normalizeEmail } from '@portal/domain';
import { and, eq, gt, lte, sql } from 'drizzle-orm';

export type OwnerRow = typeof schema.owners.$inferSelect;

const { owners, loginFailures } = schema;

export async function findOwnerByEmail(db: Db | Tx, email: string): Promise<OwnerRow | null> {
  const [owner] = await db
    .select()
    .from(owners)
    .where(eq(owners.email, normalizeEmail(email)))
    .limit(1);
  return owner ?? null;
}

export async function findOwnerById(db: Db | Tx, id: number): Promise<OwnerRow | null> {
  const [owner] = await db.select().from(owners).where(eq(owners.id, id)).limit(1);
  return owner ?? null;
}

/**
 * Holds the owner's row until the transaction ends and gives the password hash it has now. A password sign-in takes
 * this first in the transaction that issues its tokens, and is refused when the hash is no longer the one it checked:
 * a password change (which updates this row first, then revokes the owner's tokens) has either committed already, or
 * waits for the sign-in and its revocation then sees the new tokens. Either way no session outlives the change.
 */
export async function lockOwnerPassword(tx: Tx, ownerId: number): Promise<string | null> {
  const [row] = await tx
    .select({ passwordHash: owners.passwordHash })
    .from(owners)
    .where(eq(owners.id, ownerId))
    .for('update');
  return row?.passwordHash ?? null;
}

/** A password the owner chose clears the temporary flag; staff setting one sets it (`mustChange`). */
export async function setPasswordHash(tx: Db | Tx, ownerId: number, passwordHash: string, mustChange = false) {
  await tx.update(owners).set({ passwordHash, mustChangePassword: mustChange }).where(eq(owners.id, ownerId));
}

/**
 * Takes one attempt from the e-mail's allowance before the password is checked, atomically: a transaction-scoped
 * advisory lock per e-mail serialises concurrent attempts (in every process sharing the database), so however many
 * arrive at once, at most LOGIN_MAX_FAILURES are checked within the window. Null when the allowance is spent, with the instant
 * the oldest counted failure leaves the window.
 */
export async function reserveAttempt(
  db: Db,
  email: string,
  now: Date,
  since: Date,
): Promise<{ id: number } | { lockedUntilOldestExpires: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${loginFailures.failedAt})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)));
    if (isLockedOut(row?.count ?? 0)) {
      return { lockedUntilOldestExpires: row?.oldest ? new Date(row.oldest) : now };
    }
    const [reserved] = await tx
      .insert(loginFailures)
      .values({ email, failedAt: now })
      .returning({ id: loginFailures.id });
    if (!reserved) throw new Error('login attempt not recorded');
    return reserved;
  });
}

/**
 * A successful sign-in forgives its own attempt and the failures before it; attempts that were reserved after it
 * (concurrent wrong passwords) keep counting, so a right password in a burst cannot reopen the window for them.
 * Without an attempt id (a completed password reset) every failure is forgiven.
 */
export async function clearFailures(db: Db | Tx, email: string, upToAttemptId?: number): Promise<void> {
  const upTo = upToAttemptId === undefined ? undefined : lte(loginFailures.id, upToAttemptId);
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), upTo));
}
