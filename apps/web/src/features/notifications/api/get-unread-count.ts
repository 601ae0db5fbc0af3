import type { UnreadCountResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';
import { notificationKeys } from './keys.ts';

/** GET /notifications/unread_count: the bell's number (it may exceed the list's 10). */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountResponse> {
  return ownApi.get('/notifications/unread_count', { schema: checkedInDevelopment('unreadCountResponse'), signal });
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // The live stream keeps it current; coming back to the window asks again in case the stream was down.
    refetchOnWindowFocus: 'always',
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
