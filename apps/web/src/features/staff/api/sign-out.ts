import { storeStaffSession } from '../staff-session.ts';
import { staffApi } from './staff-client.ts';

/** POST /api/staff/logout; the console forgets the session even if the call fails. */
export async function signOutStaff(): Promise<void> {
  try {
    await staffApi.post('/logout');
  } finally {
    storeStaffSession(null);
  }
}
