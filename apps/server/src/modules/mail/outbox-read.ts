import type { OutboxEntry } from '@portal/contract/staff';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { and, desc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';

const { outbox } = schema;
type OutboxRow = typeof outbox.$inferSelect;
export type OutboxState = OutboxEntry['state'];

/** Sent, waiting for its first attempt, or failed at least once and waiting for the next (with the last error). */
export function stateOf(row: Pick<OutboxRow, 'sentAt' | 'attempts'>): OutboxState {
  if (row.sentAt) return 'sent';
  return row.attempts > 0 ? 'failing' : 'pending';
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    language: row.language,
    subject: row.subject,
    state: stateOf(row),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

const STATE_FILTER: Record<OutboxState, SQL | undefined> = {
  sent: isNotNull(outbox.sentAt),
  pending: and(isNull(outbox.sentAt), eq(outbox.attempts, 0)),
  failing: and(isNull(outbox.sentAt), gt(outbox.attempts, 0)),
};

/** The newest messages first, for the staff console and `npm run admin -- outbox`. */
export async function listOutbox(db: Db, query: { state?: OutboxState | undefined; limit: number }) {
  const rows = await db
    .select()
    .from(outbox)
    .where(query.state ? STATE_FILTER[query.state] : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.limit);
  return rows.map(toEntry);
}

/** One message with its plain-text body (where a reset link is read when no SMTP server is configured). */
export async function readOutboxMessage(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row ? { ...toEntry(row), bodyText: row.bodyText } : null;
}
