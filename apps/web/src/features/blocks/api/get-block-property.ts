import { type PropertyResponse, propertyResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';

function getProperty(propertyId: number, signal?: AbortSignal): Promise<PropertyResponse> {
  return ownApi.get('/property', { query: { id: propertyId }, schema: propertyResponse, signal });
}

/** The property (time zone, booking system, termination period); shares the ['property', id] cache entry. */
export function useBlockProperty(propertyId: number) {
  return useQuery({
    queryKey: ['property', propertyId],
    queryFn: ({ signal }) => getProperty(propertyId, signal),
    enabled: Number.isInteger(propertyId) && propertyId > 0,
    retry: false,
  });
}
