import { notificationContent, type publishNotificationRequest } from '@portal/contract';
import type { Tx } from '@portal/db';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../types.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { announceUnreadChanged } from './live.ts';
import { insertNotification } from './repo.ts';

type PublishInput = z.output<typeof publishNotificationRequest>;

/** Who receives it: the owner named, else the property's owner; both named must belong together (404 otherwise). */
async function recipientOf(tx: Tx, input: PublishInput) {
  if (input.property_id !== undefined) {
    const [property] = await tx
      .select({ id: schema.properties.id, ownerId: schema.properties.ownerId, nickname: schema.properties.nickname })
      .from(schema.properties)
      .where(eq(schema.properties.id, input.property_id));
    if (!property || (input.owner_id !== undefined && property.ownerId !== input.owner_id)) {
      throw new AppError('NOT_FOUND', 'No such property of this owner');
    }
    return { ownerId: property.ownerId, property };
  }
  const [owner] = await tx
    .select({ id: schema.owners.id })
    .from(schema.owners)
    .where(eq(schema.owners.id, input.owner_id ?? 0));
  if (!owner) throw new AppError('NOT_FOUND', 'No such owner');
  return { ownerId: owner.id, property: null };
}

/**
 * POST /api/staff/notifications: one notification for the owner, audited in the same transaction; the
 * owner's open streams in every server process learn the new count when it commits.
 */
export async function publishNotification(
  deps: AppDeps,
  actor: AuditActor,
  input: PublishInput,
): Promise<{ created: number }> {
  return deps.db.transaction(async (tx) => {
    const { ownerId, property } = await recipientOf(tx, input);
    const content = notificationContent.parse({
      ...(input.title ? { title: input.title } : {}),
      ...(input.message ? { message: input.message } : {}),
      personal_data: input.personal_data,
      properties_data:
        input.link_property && property ? [{ nickname: property.nickname, property_id: property.id }] : [],
    });
    const now = deps.now();
    const created = await insertNotification(tx, { ownerId, content, isSurvey: input.is_survey, createdAt: now });
    await recordAudit(tx, {
      actor,
      action: 'notification.published',
      subject: { ownerId, entity: 'notification', entityId: created.id },
      details: { propertyId: property?.id ?? null, linkProperty: input.link_property, isSurvey: input.is_survey },
      at: now,
    });
    await announceUnreadChanged(tx, ownerId);
    return { created: 1 };
  });
}
