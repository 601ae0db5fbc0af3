import type { ChangePasswordRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';

/** POST /api/change_password (docs/product/settings.md#change-password: name, old, new, userId); every session of the owner ends on success. */
export function changePassword(request: ChangePasswordRequest) {
  return ownApi.post('/change_password', { json: request, schema: answerSchema('okResponse') });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
