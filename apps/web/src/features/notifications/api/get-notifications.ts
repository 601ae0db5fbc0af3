import { NOTIFICATION_LIST_LIMIT, type NotificationsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';
import { readSession } from '../../../lib/session/storage.ts';
import { notificationKeys } from './keys.ts';

/** docs/product/notifications.md#the-list GET /notifications?guesty_id&limit=10: unread first, then newest first (the server's order is kept). */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return ownApi.get('/notifications', {
    query: { guesty_id: readSession().user?.userId, limit: NOTIFICATION_LIST_LIMIT },
    schema: checkedInDevelopment('notificationsResponse'),
    signal,
  });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => getNotifications(signal),
    // The live stream says when something changed; opening the list always shows the server's latest.
    staleTime: 0,
  });

export const useNotifications = (enabled: boolean) => useQuery({ ...notificationsQueryOptions(), enabled });
