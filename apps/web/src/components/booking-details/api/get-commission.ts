import type { CommissionResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

export function getCommission(
  propertyId: number,
  year: number,
  month: number,
  signal?: AbortSignal,
): Promise<CommissionResponse> {
  return ownApi.get('/commission', {
    query: { property_id: propertyId, month, year },
    schema: checkedInDevelopment('commissionResponse'),
    signal,
  });
}

export const commissionQueryOptions = (propertyId: number, year: number, month: number) =>
  queryOptions({
    queryKey: ['commission', propertyId, year, month],
    queryFn: ({ signal }) => getCommission(propertyId, year, month, signal),
    staleTime: 5 * 60_000,
  });

export function useCommission(propertyId: number, month: { year: number; month: number } | null) {
  return useQuery({
    ...commissionQueryOptions(propertyId, month?.year ?? 0, month?.month ?? 0),
    enabled: month !== null,
  });
}
