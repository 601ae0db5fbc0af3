import type { NotificationsResponse, UnreadCountResponse } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { adminActor, recordAudit } from '../audit/record-audit.ts';
import { announceUnreadChanged } from './live.ts';
import { countUnread, listOwnerNotifications, markNotificationRead, type NotificationRow } from './repo.ts';

/** docs/product/notifications.md#server-calls Notification on the wire: content as a JSON string, is_survey as '0'/'1', instants in ISO 8601. */
export function toWireNotification(row: NotificationRow): NotificationsResponse[number] {
  return {
    id: row.id,
    content: JSON.stringify(row.content),
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    is_survey: row.isSurvey ? '1' : '0',
  };
}

/** GET /notifications: unread first, then newest first, at most `limit` (docs/product/notifications.md#the-list: 10). */
export async function listNotifications(
  deps: AppDeps,
  options: { ownerId: number; limit: number },
): Promise<NotificationsResponse> {
  const rows = await listOwnerNotifications(deps.db, options.ownerId, options.limit);
  return rows.map(toWireNotification);
}

export async function unreadCount(deps: AppDeps, ownerId: number): Promise<UnreadCountResponse> {
  return { unread: await countUnread(deps.db, ownerId) };
}

/**
 * GET /readnotification: marks one notification read (again is harmless; the first read_at stays). Another owner's
 * id answers 404 like an unknown one. Open streams learn the new count when the transaction commits.
 */
export async function readNotification(deps: AppDeps, owner: OwnerPrincipal, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { found, changed } = await markNotificationRead(tx, { ownerId: owner.ownerId, id, now: deps.now() });
    if (!found) throw new AppError('NOT_FOUND', 'Notification not found');
    if (!changed) return;
    await announceUnreadChanged(tx, owner.ownerId);
    if (!owner.actingStaff) return;
    await recordAudit(tx, {
      actor: adminActor(owner.actingStaff),
      action: 'notification.read',
      subject: { ownerId: owner.ownerId, entity: 'notification', entityId: id },
      at: deps.now(),
    });
  });
}
