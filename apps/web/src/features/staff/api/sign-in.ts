import { staffLoginResponse } from '@portal/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { storeStaffSession } from '../staff-session.ts';
import { staffApi } from './staff-client.ts';

export interface StaffSignInInput {
  email: string;
  password: string;
}

/** POST /api/staff/login, then the session is kept for the console. */
export async function signInStaff(input: StaffSignInInput) {
  const session = await staffApi.post('/login', { json: input, schema: staffLoginResponse });
  storeStaffSession(session);
  return session;
}

export function useStaffSignIn() {
  return useMutation({ mutationFn: signInStaff });
}
