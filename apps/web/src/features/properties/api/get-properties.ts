import type { PropertiesResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';
import { PROPERTIES_PATH, type PropertiesPageQuery, propertiesListQuery } from './properties-query.ts';

export type { PropertiesPageQuery };

export function getProperties(query: PropertiesPageQuery, signal?: AbortSignal): Promise<PropertiesResponse> {
  return ownApi.get(PROPERTIES_PATH, {
    query: propertiesListQuery(query),
    schema: checkedInDevelopment('propertiesResponse'),
    signal,
  });
}

export const propertiesQueryOptions = (query: PropertiesPageQuery) =>
  queryOptions({
    queryKey: ['properties', query],
    queryFn: ({ signal }) => getProperties(query, signal),
  });

/** Keeps the previous page on screen while the next one loads, so typing in the search box never blanks the list. */
export function useProperties(query: PropertiesPageQuery) {
  return useQuery({ ...propertiesQueryOptions(query), placeholderData: keepPreviousData });
}
