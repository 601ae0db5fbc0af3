import { refreshDelayMs } from '@portal/domain';
import { isApiError } from '../api/api-error.ts';
import { pordalApi } from '../api/clients.ts';
import { lazySchema } from '../api/lazy-schemas.ts';
import { browser } from '../browser.ts';
import { signOut } from './logout.ts';
import { setRefreshTimer } from './refresh-timer.ts';
import { clearStorage, readSession, writeValues } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * Schedules the pordal token refresh 60 s before expires_at (docs/product/sign-in-and-session.md#token-refresh-and-expiry); a no-op without a token config. A token that
 * has already expired (the app opened again after it was closed or suspended past the expiry) is not refreshed:
 * docs/product/sign-in-and-session.md#token-refresh-and-expiry, "On expiry, stored data is cleared", so the owner signs in again. Run at start, before the first render, so
 * the router finds no session and shows /login.
 */
export function scheduleTokenRefresh(): void {
  const config = readSession().tokenConfig;
  if (!config) return;
  if (Date.now() >= config.expires_at) {
    clearStorage();
    return;
  }
  setRefreshTimer(() => void refreshNow(), refreshDelayMs(config.expires_at, Date.now()));
}

export async function refreshNow(): Promise<void> {
  const session = readSession();
  const config = session.tokenConfig;
  if (!config) return;
  // The timer fired after the expiry (a page in the background, a suspended app): the same rule, and the page
  // reloads to /login as it does when a call is refused with 401.
  if (Date.now() >= config.expires_at) {
    clearStorage();
    browser.reload();
    return;
  }
  try {
    const response = await pordalApi.post('/oauth', {
      form: { grant_type: 'refresh_token', refresh_token: config.refresh_token },
      schema: lazySchema('oauthResponse'),
    });
    writeValues({
      [STORAGE_KEYS.tokenConfig]: {
        access_token: response.access_token,
        refresh_token: response.refresh_token,
        expires_in: response.expires_in,
        expires_at: Date.now() + response.expires_in * 1000,
      },
      [STORAGE_KEYS.adminAccessToken]: session.adminAccessToken ? response.access_token : null,
    });
    scheduleTokenRefresh();
  } catch (error) {
    if (isApiError(error) && error.status === 400 && error.code === 'invalid_grant') {
      await signOut();
      return;
    }
    // docs/product/sign-in-and-session.md#token-refresh-and-expiry: on expiry the stored data is cleared; before that, a transient failure is retried.
    if (Date.now() >= config.expires_at) {
      clearStorage();
      browser.reload();
      return;
    }
    console.warn('Token refresh failed; retrying', error);
    setRefreshTimer(() => void refreshNow(), RETRY_AFTER_FAILURE_MS);
  }
}
