import { type OwnerPasswordRequest, ownerPasswordResponse } from '@portal/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

/** POST /api/staff/owners/:ownerId/password: a reset e-mail, or a temporary password the owner must change. */
export const setOwnerPassword = ({ ownerId, request }: { ownerId: number; request: OwnerPasswordRequest }) =>
  staffApi.post(`/owners/${ownerId}/password`, { json: request, schema: ownerPasswordResponse });

export const useSetOwnerPassword = () => useMutation({ mutationFn: setOwnerPassword });
