import { okResponse, supportMessagesResponse } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

export type HandledFilter = 'unhandled' | 'handled' | 'all';

const HANDLED_PARAM: Record<HandledFilter, '0' | '1' | undefined> = { unhandled: '0', handled: '1', all: undefined };

/** GET /api/staff/support-messages?handled=0|1: newest first. */
export const supportMessagesQuery = (filter: HandledFilter) =>
  queryOptions({
    queryKey: ['staff', 'support-messages', filter],
    queryFn: () =>
      staffApi.get('/support-messages', {
        query: { handled: HANDLED_PARAM[filter], limit: 100 },
        schema: supportMessagesResponse,
      }),
  });

export const useSupportMessages = (filter: HandledFilter) => useQuery(supportMessagesQuery(filter));

/** POST /api/staff/support-messages/:messageId/handled: the first to mark it keeps the mark. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => staffApi.post(`/support-messages/${messageId}/handled`, { schema: okResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'support-messages'] }),
  });
}
