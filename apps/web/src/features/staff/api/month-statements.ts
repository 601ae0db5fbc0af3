import {
  type CloseMonthResponse,
  closeMonthResponse,
  publishResponse,
  staffStatementsResponse,
} from '@portal/contract/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

export interface StaffMonth {
  year: number;
  month: number;
}

/** GET /api/staff/statements?year&month: every property with its statement of the month. */
export const monthStatementsQuery = ({ year, month }: StaffMonth) =>
  queryOptions({
    queryKey: ['staff', 'statements', year, month],
    queryFn: () => staffApi.get('/statements', { query: { year, month }, schema: staffStatementsResponse }),
  });

export const useMonthStatements = (month: StaffMonth) => useQuery(monthStatementsQuery(month));

/** POST /api/staff/statements/close (publish optional) and POST /api/staff/statements/publish. */
export function useMonthActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff'] });
  const close = useMutation({
    mutationFn: (input: StaffMonth & { publish: boolean }): Promise<CloseMonthResponse> =>
      staffApi.post('/statements/close', { json: input, schema: closeMonthResponse }),
    onSettled: refresh,
  });
  const publish = useMutation({
    mutationFn: (input: StaffMonth) => staffApi.post('/statements/publish', { json: input, schema: publishResponse }),
    onSettled: refresh,
  });
  return { close, publish };
}
