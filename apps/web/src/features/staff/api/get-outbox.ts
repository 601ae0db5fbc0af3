import { type OutboxEntry, outboxMessageResponse, outboxResponse } from '@portal/contract/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

export type OutboxState = OutboxEntry['state'];

/** GET /api/staff/outbox: the newest e-mails with their delivery state. */
export const outboxQuery = (state: OutboxState | undefined) =>
  queryOptions({
    queryKey: ['staff', 'outbox', state ?? 'all'],
    queryFn: () => staffApi.get('/outbox', { query: { state, limit: 100 }, schema: outboxResponse }),
  });

export const useOutbox = (state: OutboxState | undefined) => useQuery(outboxQuery(state));

/** GET /api/staff/outbox/:messageId: one e-mail with its text. */
export const useOutboxMessage = (messageId: number | null) =>
  useQuery({
    queryKey: ['staff', 'outbox-message', messageId],
    queryFn: () => staffApi.get(`/outbox/${messageId}`, { schema: outboxMessageResponse }),
    enabled: messageId !== null,
  });
