import type { PayoutsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

export function getPayouts(codes: string[], signal?: AbortSignal): Promise<PayoutsResponse> {
  return ownApi.get('/reservation-payouts', {
    query: { confirmation_codes: codes.join(',') },
    schema: checkedInDevelopment('payoutsResponse'),
    signal,
  });
}

export const payoutQueryOptions = (propertyId: number, code: string) =>
  queryOptions({
    queryKey: ['reservations', propertyId, 'payout', code],
    queryFn: async ({ signal }) => (await getPayouts([code], signal)).data[0] ?? null,
  });

export function usePayout(propertyId: number, code: string | null) {
  return useQuery({ ...payoutQueryOptions(propertyId, code ?? ''), enabled: Boolean(code) });
}
