import type { AuditEntryView } from '@portal/contract/staff';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { desc, eq } from 'drizzle-orm';

const { auditLog, owners } = schema;

/** The newest audit entries first (all, or one owner's), with the owner's e-mail, for the staff console. */
export async function listAudit(db: Db, query: { ownerId?: number | undefined; limit: number }) {
  const rows = await db
    .select({ entry: auditLog, ownerEmail: owners.email })
    .from(auditLog)
    .leftJoin(owners, eq(owners.id, auditLog.ownerId))
    .where(query.ownerId === undefined ? undefined : eq(auditLog.ownerId, query.ownerId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit);
  return rows.map(
    ({ entry, ownerEmail }): AuditEntryView => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actorKind: entry.actorKind,
      actorLabel: entry.actorLabel,
      action: entry.action,
      ownerId: entry.ownerId,
      ownerEmail,
      entity: entry.entity,
      entityId: entry.entityId,
      details: entry.details,
    }),
  );
}
