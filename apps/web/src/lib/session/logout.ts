import { usesLegacy } from '@portal/domain';
import { legacyApi, ownApi } from '../api/clients.ts';
import { stopTokenRefresh } from './refresh-timer.ts';
import { clearStorage, readSession } from './storage.ts';

/** Logout: tell the owner API, revoke the legacy token for guesty and both, then clear storage whatever happened. */
export async function signOut(): Promise<void> {
  const session = readSession();
  stopTokenRefresh();
  const calls: Promise<unknown>[] = [];
  if (session.sessionToken || session.adminSessionToken) calls.push(ownApi.post('/logout'));
  if (session.status && usesLegacy(session.status) && session.legacyToken) {
    calls.push(legacyApi.post('/authenticate/revoke', { json: {} }));
  }
  await Promise.allSettled(calls);
  clearStorage();
}

/** Clears the session without calling anyone (an admin link that failed). */
export function dropSession(): void {
  stopTokenRefresh();
  clearStorage();
}
