import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { and, count, eq, isNull, sql } from 'drizzle-orm';

const { notifications } = schema;
export type NotificationRow = typeof notifications.$inferSelect;

/** The owner's newest notifications, unread first (docs/product/notifications.md#the-list), in one statement that reads the list index in order. */
export async function listOwnerNotifications(db: Db, ownerId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.ownerId, ownerId))
    .orderBy(
      sql`(${notifications.readAt} IS NOT NULL)`,
      sql`${notifications.createdAt} DESC NULLS LAST`,
      sql`${notifications.id} DESC NULLS LAST`,
    )
    .limit(limit);
}

export async function countUnread(db: Db | Tx, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.ownerId, ownerId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks one of the owner's notifications read, keeping the first read_at. `found` is false for another owner's id
 * and an unknown one alike; `changed` is true only when it was unread.
 */
export async function markNotificationRead(
  tx: Tx,
  input: { ownerId: number; id: number; now: Date },
): Promise<{ found: boolean; changed: boolean }> {
  const [row] = await tx
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, input.id), eq(notifications.ownerId, input.ownerId)))
    .for('update');
  if (!row) return { found: false, changed: false };
  if (row.readAt) return { found: true, changed: false };
  await tx.update(notifications).set({ readAt: input.now }).where(eq(notifications.id, input.id));
  return { found: true, changed: true };
}

export async function insertNotification(
  tx: Tx,
  values: typeof notifications.$inferInsert,
): Promise<{ id: number; ownerId: number }> {
  const [row] = await tx
    .insert(notifications)
    .values(values)
    .returning({ id: notifications.id, ownerId: notifications.ownerId });
  if (!row) throw new Error('notification insert returned no row');
  return row;
}
