import type { OwnerDocumentsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

/** GET /owner_documents_list: the property's documents with their expiry state and next reminder. */
export function getDocuments(propertyId: number, signal?: AbortSignal): Promise<OwnerDocumentsResponse> {
  return ownApi.get('/owner_documents_list', {
    query: { propertyId },
    schema: checkedInDevelopment('ownerDocumentsResponse'),
    signal,
  });
}

export const documentsQueryKey = (propertyId: number) => ['owner-documents', propertyId] as const;

export const documentsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: documentsQueryKey(propertyId),
    queryFn: ({ signal }) => getDocuments(propertyId, signal),
  });

export function useDocuments(propertyId: number) {
  return useQuery(documentsQueryOptions(propertyId));
}
