import { auditResponse } from '@portal/contract/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

/** GET /api/staff/audit: the newest entries, of everyone or of one owner. */
export const auditQuery = (ownerId?: number) =>
  queryOptions({
    queryKey: ['staff', 'audit', ownerId ?? 'all'],
    queryFn: () => staffApi.get('/audit', { query: { ownerId, limit: 100 }, schema: auditResponse }),
  });

export const useAudit = (ownerId?: number) => useQuery(auditQuery(ownerId));
