import { CLIENT_VERSION, LEGACY_MAX_RETRIES } from '@portal/domain';
import { browser } from '../browser.ts';
import { clearStorage, isSignedIn, readSession } from '../session/storage.ts';
import { apiConfig } from './config.ts';
import { createClient } from './http-client.ts';

const basic = (userId: number, token: string) => `Basic ${btoa(`${userId}:${token}`)}`;

/** docs/product/sign-in-and-session.md#requests-and-identity: a 401 from a provider API clears storage and reloads (only when a session exists to lose). */
function clearAndReload(): void {
  if (!isSignedIn()) return;
  clearStorage();
  browser.reload();
}

/** What every owner-API request carries: basic authentication with the session token, x-owner and x-version (docs/product/sign-in-and-session.md#requests-and-identity). */
export function ownAuthHeaders(): Record<string, string> {
  const session = readSession();
  const token = session.adminSessionToken ?? session.sessionToken;
  const headers: Record<string, string> = { 'x-version': CLIENT_VERSION };
  if (session.user && token) {
    headers.Authorization = basic(session.user.userId, token);
    headers['x-owner'] = String(session.user.userId);
  }
  return headers;
}

/** Owner API. */
export const ownApi = createClient({
  baseUrl: apiConfig.ownBase,
  authHeaders: ownAuthHeaders,
  onUnauthorized: clearAndReload,
});

/** The newer booking system: bearer access token from token-config (or the admin access token). */
export const pordalApi = createClient({
  baseUrl: apiConfig.pordalBase,
  authHeaders: (): Record<string, string> => {
    const session = readSession();
    const token = session.adminAccessToken ?? session.tokenConfig?.access_token;
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
  onUnauthorized: clearAndReload,
});

const legacyRetry = {
  retries: LEGACY_MAX_RETRIES,
  delayMs: 300,
  shouldRetryBody: (body: unknown) => typeof body === 'object' && body !== null && 'err' in body,
};

/** The older booking system: bearer legacy token, or basic userId:token while an admin session is stored (docs/product/sign-in-and-session.md#requests-and-identity). */
export const legacyApi = createClient({
  baseUrl: apiConfig.legacyBase,
  authHeaders: (): Record<string, string> => {
    const session = readSession();
    if (!session.legacyToken) return {};
    if (session.adminSessionToken && session.user)
      return { Authorization: basic(session.user.userId, session.legacyToken) };
    return { Authorization: `Bearer ${session.legacyToken}` };
  },
  onUnauthorized: clearAndReload,
  retry: legacyRetry,
});

/** For tests: the legacy retry policy, so the delay can be shortened. */
export { legacyRetry };
