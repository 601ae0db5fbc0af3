import type { OwnerResetRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { pordalApi } from '../../../lib/api/clients.ts';

/** POST /api/pordal/password/owner-reset {token, password, passwordConfirm}. */
export function resetPassword(input: OwnerResetRequest): Promise<unknown> {
  return pordalApi.post('/password/owner-reset', { json: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
