import type { UtilitiesResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

/** GET /owner_utilities (v2): the utility accounts, the providers offered per kind and the owner's e-mail. */
export function getUtilities(propertyId: number, signal?: AbortSignal): Promise<UtilitiesResponse> {
  return ownApi.get('/owner_utilities', {
    query: { propertyId },
    schema: checkedInDevelopment('utilitiesResponse'),
    signal,
  });
}

export const utilitiesQueryKey = (propertyId: number) => ['owner-utilities', propertyId] as const;

export const utilitiesQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: utilitiesQueryKey(propertyId),
    queryFn: ({ signal }) => getUtilities(propertyId, signal),
  });

export function useUtilities(propertyId: number) {
  return useQuery(utilitiesQueryOptions(propertyId));
}
