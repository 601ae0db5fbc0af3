import type { StatementsListResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';
import { STATEMENTS_LIST_PATH, statementsListForm } from './documents-requests.ts';

/** docs/product/statements.md#server-calls POST /statements_list (form: property_id): published statements, newest first. */
export function getStatements(propertyId: number, signal?: AbortSignal): Promise<StatementsListResponse> {
  return ownApi.post(STATEMENTS_LIST_PATH, {
    form: statementsListForm(propertyId),
    schema: checkedInDevelopment('statementsListResponse'),
    signal,
  });
}

/** Key ['documents', propertyId, …]: marking a document read invalidates ['documents', propertyId]. */
export const statementsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['documents', propertyId, 'statements'],
    queryFn: ({ signal }) => getStatements(propertyId, signal),
  });

export const useStatements = (propertyId: number) => useQuery(statementsQueryOptions(propertyId));
