import { staffLoginLinkResponse } from '@portal/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

/** POST /api/staff/owners/:ownerId/login-link: single use, 10 minutes, in the staff member's name. */
export const mintLoginLink = (ownerId: number) =>
  staffApi.post(`/owners/${ownerId}/login-link`, { schema: staffLoginLinkResponse });

export const useMintLoginLink = () => useMutation({ mutationFn: mintLoginLink });
