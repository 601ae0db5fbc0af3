import { ownerSearchResponse } from '@portal/contract/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

/** GET /api/staff/owners?q=: owners whose e-mail or name contains the text. */
export const searchOwnersQuery = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'owners', q],
    queryFn: () => staffApi.get('/owners', { query: { q, limit: 50 }, schema: ownerSearchResponse }),
    placeholderData: keepPreviousData,
  });

export const useSearchOwners = (q: string) => useQuery(searchOwnersQuery(q));
