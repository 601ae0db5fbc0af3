import type { PropertyResponse } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { checkedInDevelopment } from '../../lib/api/lazy-schemas.ts';
import { ownApi } from '../api/index.ts';
import { PROPERTY_PATH } from './property-path.ts';

// Apart from the hook (get-property.ts): start-up imports these options to prefetch a property page's property, and
// the entry then carries nothing of useQuery's observers.

export function getProperty(propertyId: number, signal?: AbortSignal): Promise<PropertyResponse> {
  return ownApi.get(PROPERTY_PATH, {
    query: { id: propertyId },
    schema: checkedInDevelopment('propertyResponse'),
    signal,
  });
}

export const propertyQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['property', propertyId],
    queryFn: ({ signal }) => getProperty(propertyId, signal),
    // A 404 is an answer ('Property not found'), not a hiccup worth repeating.
    retry: false,
  });
