import { type StaffLoginResponse, staffLoginResponse } from '@portal/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

export interface StaffSignInInput {
  email: string;
  password: string;
}

/** POST /api/staff/login: the password step; the second factor (or its enrolment) follows before any session. */
export function signInStaff(input: StaffSignInInput): Promise<StaffLoginResponse> {
  return staffApi.post('/login', { json: input, schema: staffLoginResponse });
}

export function useStaffSignIn() {
  return useMutation({ mutationFn: signInStaff });
}
