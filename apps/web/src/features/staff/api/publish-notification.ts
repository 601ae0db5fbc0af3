import { type publishNotificationRequest, publishNotificationResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffApi } from './staff-client.ts';

export type PublishNotificationRequest = z.input<typeof publishNotificationRequest>;

/** POST /api/staff/notifications: to one owner, or to a property's owner; the owner's bell updates live. */
export const publishNotification = (request: PublishNotificationRequest) =>
  staffApi.post('/notifications', { json: request, schema: publishNotificationResponse });

export function usePublishNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
  });
}
