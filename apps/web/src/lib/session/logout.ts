import { usesLegacy } from '@portal/domain';
import { legacyApi, ownApi } from '../api/clients.ts';
import { stopTokenRefresh } from './refresh-timer.ts';
import { clearDrafts, clearStorage, readSession } from './storage.ts';

/** Logout: revoke the session (and pordal tokens) on the owner API, revoke the legacy token for guesty and both, then clear storage whatever happened. */
export async function signOut(): Promise<void> {
  const session = readSession();
  stopTokenRefresh();
  const calls: Promise<unknown>[] = [];
  if (session.sessionToken || session.adminSessionToken) {
    const pordalTokens = session.tokenConfig
      ? { refresh_token: session.tokenConfig.refresh_token, access_token: session.tokenConfig.access_token }
      : {};
    calls.push(ownApi.post('/logout', { json: pordalTokens }));
  }
  if (session.status && usesLegacy(session.status) && session.legacyToken) {
    calls.push(legacyApi.post('/authenticate/revoke', { json: {} }));
  }
  await Promise.allSettled(calls);
  clearDrafts();
  clearStorage();
}

/** Clears the session without calling anyone (an admin link that failed). */
export function dropSession(): void {
  stopTokenRefresh();
  clearStorage();
}
