import { apiConfig } from '../../../lib/api/config.ts';
import { createClient } from '../../../lib/api/http-client.ts';
import { readStaffSession, storeStaffSession } from '../staff-session.ts';

/** The staff API (/api/staff): Bearer staff session; a 401 ends the console's session (back to its sign-in). */
export const staffApi = createClient({
  baseUrl: `${apiConfig.ownBase.replace(/\/$/, '')}/staff`,
  authHeaders: (): Record<string, string> => {
    const session = readStaffSession();
    return session ? { Authorization: `Bearer ${session.token}` } : {};
  },
  onUnauthorized: () => {
    if (readStaffSession()) storeStaffSession(null);
  },
});
