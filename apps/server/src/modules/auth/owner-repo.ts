import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { normalizeEmail } from '@portal/domain';
import { and, eq, gt, sql } from 'drizzle-orm';

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

export async function setPasswordHash(tx: Db | Tx, ownerId: number, passwordHash: string): Promise<void> {
  await tx.update(owners).set({ passwordHash }).where(eq(owners.id, ownerId));
}

export async function countRecentFailures(db: Db | Tx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)));
  return row?.count ?? 0;
}

export async function recordFailure(db: Db | Tx, email: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ email, failedAt: at });
}

export async function clearFailures(db: Db | Tx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
