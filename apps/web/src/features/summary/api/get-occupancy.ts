import type { OccupancyResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

/** GET /occupancy: one month before to four after the current one, each with its rounded percentage. */
export function getOccupancy(propertyId: number, signal?: AbortSignal): Promise<OccupancyResponse> {
  return ownApi.get('/occupancy', { query: { propertyId }, schema: checkedInDevelopment('occupancyResponse'), signal });
}

export const occupancyQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['occupancy', propertyId],
    queryFn: ({ signal }) => getOccupancy(propertyId, signal),
  });

export function useOccupancy(propertyId: number) {
  return useQuery(occupancyQueryOptions(propertyId));
}
