import { type ChangePasswordRequest, okResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';

/** POST /api/change_password (settings §7: name, old, new, userId); every session of the owner ends on success. */
export function changePassword(request: ChangePasswordRequest) {
  return ownApi.post('/change_password', { json: request, schema: okResponse });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
