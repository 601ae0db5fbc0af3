import type { Notification, NotificationsResponse, UnreadCountResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';
import { readSession } from '../../../lib/session/storage.ts';
import { notificationKeys } from './keys.ts';

/** docs/product/notifications.md#reading-one GET /readnotification?id_notification&guesty_id: marks one read (the server ignores a second call). */
export function readNotification(id: number): Promise<unknown> {
  return ownApi.get('/readnotification', {
    query: { id_notification: id, guesty_id: readSession().user?.userId },
    schema: answerSchema('okResponse'),
  });
}

/**
 * docs/product/notifications.md#reading-one: an unread notification becomes read on opening and the server is told. The list and the count change at
 * once (optimistic); whatever the server answered, both are asked again afterwards.
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => readNotification(notification.id),
    onMutate: async (notification) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const list = queryClient.getQueryData<NotificationsResponse>(notificationKeys.list);
      const count = queryClient.getQueryData<UnreadCountResponse>(notificationKeys.unread);
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationsResponse>(notificationKeys.list, (items) =>
        items?.map((item) => (item.id === notification.id ? { ...item, read_at: item.read_at ?? readAt } : item)),
      );
      queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread, (current) =>
        current ? { unread: Math.max(0, current.unread - 1) } : current,
      );
      return { list, count };
    },
    onError: (_error, _notification, context) => {
      if (context?.list) queryClient.setQueryData(notificationKeys.list, context.list);
      if (context?.count) queryClient.setQueryData(notificationKeys.unread, context.count);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
