import type { PasskeyView } from '@portal/contract';
import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { and, asc, eq } from 'drizzle-orm';

const { webauthnCredentials } = schema;

export type CredentialRow = typeof webauthnCredentials.$inferSelect;
export type CredentialHolder = { ownerId: number } | { staffId: number };

const holderIs = (holder: CredentialHolder) =>
  'ownerId' in holder
    ? eq(webauthnCredentials.ownerId, holder.ownerId)
    : eq(webauthnCredentials.staffId, holder.staffId);

export function passkeyViewOf(row: CredentialRow): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    isBackedUp: row.isBackedUp,
  };
}

/** An owner's or a staff member's passkeys, oldest first. */
export async function credentialsOf(db: Db | Tx, holder: CredentialHolder): Promise<CredentialRow[]> {
  return db.select().from(webauthnCredentials).where(holderIs(holder)).orderBy(asc(webauthnCredentials.id));
}

export async function findCredential(db: Db | Tx, credentialId: string): Promise<CredentialRow | null> {
  const [row] = await db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.credentialId, credentialId))
    .limit(1);
  return row ?? null;
}

/**
 * Records a use: the new counter and the time. Conditional on the counter read before verifying, so two sign-ins
 * racing with one credential cannot both move it (the second finds it changed and is refused).
 */
export async function recordUse(
  tx: Db | Tx,
  credential: Pick<CredentialRow, 'id' | 'counter'>,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(webauthnCredentials)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(webauthnCredentials.id, credential.id), eq(webauthnCredentials.counter, credential.counter)))
    .returning({ id: webauthnCredentials.id });
  return updated.length === 1;
}

/** Removes one of the holder's passkeys; false when it has none with that id (someone else's answers the same). */
export async function deleteCredential(
  tx: Db | Tx,
  holder: CredentialHolder,
  id: number,
): Promise<CredentialRow | null> {
  const [row] = await tx
    .delete(webauthnCredentials)
    .where(and(eq(webauthnCredentials.id, id), holderIs(holder)))
    .returning();
  return row ?? null;
}
