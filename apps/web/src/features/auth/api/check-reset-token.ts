import { queryOptions, useQuery } from '@tanstack/react-query';
import { pordalApi } from '../../../lib/api/clients.ts';
import { lazySchema } from '../../../lib/api/lazy-schemas.ts';

/** GET /api/pordal/password/check-reset-token: whether the link can still be used. */
export async function checkResetToken(token: string, account?: string): Promise<boolean> {
  const response = await pordalApi.get('/password/check-reset-token', {
    query: { token, account },
    schema: lazySchema('checkResetTokenResponse'),
  });
  return response.valid;
}

export const checkResetTokenQuery = (token: string, account?: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token, account ?? null],
    queryFn: () => checkResetToken(token, account),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCheckResetToken(token: string, account?: string) {
  return useQuery(checkResetTokenQuery(token, account));
}
