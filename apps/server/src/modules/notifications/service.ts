import type { NotificationsResponse, UnreadCountResponse } from '@portal/contract';
import type { ReusedJson } from '../../http/compression.ts';
import { AppError } from '../../http/errors.ts';
import { ownerTag } from '../../http/ownership.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { adminActor, recordAudit } from '../audit/record-audit.ts';
import { throughPropertyCache } from '../calendar/calendar-cache.ts';
import { announceUnreadChanged } from './live.ts';
import { countUnread, listOwnerNotifications, markNotificationRead, type NotificationRow } from './repo.ts';

/** Spec §3 Notification on the wire: content as a JSON string, is_survey as '0'/'1', instants in ISO 8601. */
export function toWireNotification(row: NotificationRow): NotificationsResponse[number] {
  return {
    id: row.id,
    content: JSON.stringify(row.content),
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    is_survey: row.isSurvey ? '1' : '0',
  };
}

/** GET /notifications: unread first, then newest first, at most `limit` (spec §9: 10). */
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
 * GET /notifications as JSON text through the property cache (decision 059's addendum): a notification added, read or
 * removed notifies its owner (migration 0021), and a read through this process empties the cache at once.
 */
export function listNotificationsAnswer(
  deps: AppDeps,
  options: { ownerId: number; limit: number },
  serialize: (answer: NotificationsResponse) => string,
): Promise<ReusedJson> {
  const cached = { key: `notifications ${options.ownerId} ${options.limit}`, tags: [ownerTag(options.ownerId)] };
  return throughPropertyCache(deps, { ...cached, isForced: false }, () => listNotifications(deps, options), serialize);
}

/** GET /notifications/unread_count (the bell's number) through the same cache, on the same notice. */
export function unreadCountAnswer(
  deps: AppDeps,
  ownerId: number,
  serialize: (answer: UnreadCountResponse) => string,
): Promise<ReusedJson> {
  const cached = { key: `unread ${ownerId}`, tags: [ownerTag(ownerId)], isForced: false };
  return throughPropertyCache(deps, cached, () => unreadCount(deps, ownerId), serialize);
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
