import { ownerDetailResponse } from '@portal/contract/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

/** GET /api/staff/owners/:ownerId: the owner and their properties. */
export const ownerQuery = (ownerId: number) =>
  queryOptions({
    queryKey: ['staff', 'owner', ownerId],
    queryFn: () => staffApi.get(`/owners/${ownerId}`, { schema: ownerDetailResponse }),
  });

export const useOwner = (ownerId: number) => useQuery(ownerQuery(ownerId));
