import type { StatisticsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

/** POST /statistics as a form (docs/product/calendar.md#month-statistics); the signal cancels it when the owner moves on to another month. */
export function getStatistics(
  propertyId: number,
  year: number,
  month: number,
  signal?: AbortSignal,
): Promise<StatisticsResponse> {
  return ownApi.post('/statistics', {
    form: { property_id: propertyId, month, year },
    schema: checkedInDevelopment('statisticsResponse'),
    signal,
  });
}

export const statisticsQueryOptions = (propertyId: number, year: number, month: number) =>
  queryOptions({
    queryKey: ['statistics', propertyId, year, month],
    queryFn: ({ signal }) => getStatistics(propertyId, year, month, signal),
  });

export function useStatistics(propertyId: number, year: number, month: number, isEnabled: boolean) {
  return useQuery({ ...statisticsQueryOptions(propertyId, year, month), enabled: isEnabled });
}
