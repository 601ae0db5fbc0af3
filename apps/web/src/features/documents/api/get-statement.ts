import type { StatementResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

/** docs/product/statements.md#server-calls POST /statements (form: property_id, month, year): one statement. */
export function getStatement(
  propertyId: number,
  year: number,
  month: number,
  signal?: AbortSignal,
): Promise<StatementResponse> {
  return ownApi.post('/statements', {
    form: { property_id: propertyId, year, month },
    schema: checkedInDevelopment('statementResponse'),
    signal,
  });
}

export const statementQueryOptions = (propertyId: number, year: number, month: number) =>
  queryOptions({
    queryKey: ['documents', propertyId, 'statement', year, month],
    queryFn: ({ signal }) => getStatement(propertyId, year, month, signal),
  });

export const useStatement = (propertyId: number, year: number, month: number) =>
  useQuery(statementQueryOptions(propertyId, year, month));
