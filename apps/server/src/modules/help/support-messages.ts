import type { SupportMessage, supportMessagesQuery } from '@portal/contract';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';

const { supportMessages, owners, properties, staff } = schema;

/** GET /api/staff/support-messages: newest first, with the owner's e-mail and the property's nickname, one query. */
export async function listSupportMessages(
  db: Db,
  query: z.output<typeof supportMessagesQuery>,
): Promise<SupportMessage[]> {
  const filter: SQL | undefined =
    query.handled === undefined
      ? undefined
      : query.handled === '1'
        ? isNotNull(supportMessages.handledAt)
        : isNull(supportMessages.handledAt);
  const rows = await db
    .select({
      message: supportMessages,
      ownerEmail: owners.email,
      propertyNickname: properties.nickname,
      handledBy: staff.fullName,
    })
    .from(supportMessages)
    .innerJoin(owners, eq(owners.id, supportMessages.ownerId))
    .leftJoin(properties, eq(properties.id, supportMessages.propertyId))
    .leftJoin(staff, eq(staff.id, supportMessages.handledByStaffId))
    .where(filter)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(query.limit);
  return rows.map(({ message, ownerEmail, propertyNickname, handledBy }) => ({
    id: message.id,
    ownerId: message.ownerId,
    ownerEmail,
    fullName: message.fullName,
    subject: message.subject,
    message: message.message,
    propertyId: message.propertyId,
    propertyNickname,
    createdAt: message.createdAt.toISOString(),
    handledAt: message.handledAt?.toISOString() ?? null,
    handledBy,
  }));
}

/** POST /api/staff/support-messages/:id/handled: the first staff member to mark it keeps the mark (audited once). */
export async function markSupportMessageHandled(deps: AppDeps, member: StaffPrincipal, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ownerId: supportMessages.ownerId, handledAt: supportMessages.handledAt })
      .from(supportMessages)
      .where(eq(supportMessages.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such support message');
    if (row.handledAt) return;
    const now = deps.now();
    await tx
      .update(supportMessages)
      .set({ handledAt: now, handledByStaffId: member.staffId })
      .where(and(eq(supportMessages.id, id), isNull(supportMessages.handledAt)));
    await recordAudit(tx, {
      actor: actorOf(member),
      action: 'support_message.handled',
      subject: { ownerId: row.ownerId, entity: 'support_message', entityId: id },
      at: now,
    });
  });
}
