import type { PropertySummaryResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

/** The property's facts and its bank account with only the last 4 characters of its numbers. */
export function getPropertySummary(propertyId: number, signal?: AbortSignal): Promise<PropertySummaryResponse> {
  return ownApi.get('/property_summary', {
    query: { propertyId },
    schema: checkedInDevelopment('propertySummaryResponse'),
    signal,
  });
}

export const propertySummaryQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['property-summary', propertyId],
    queryFn: ({ signal }) => getPropertySummary(propertyId, signal),
  });

export function usePropertySummary(propertyId: number) {
  return useQuery(propertySummaryQueryOptions(propertyId));
}
