import type { LoginAsAdminResponse, LoginResponse } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import {
  clearStorage,
  isSignedIn,
  readSession,
  type StoredSession,
  subscribe,
  type TokenConfig,
  writeValues,
} from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { scheduleTokenRefresh } from './token-refresh.ts';

function tokenConfigOf(response: LoginResponse, nowMs: number): TokenConfig | null {
  if (!response.pordal) return null;
  return { ...response.pordal, expires_at: nowMs + response.pordal.expires_in * 1000 };
}

/** Stores what a sign-in returned; the login status decides which tokens are kept (docs/product/sign-in-and-session.md#tokens-by-login-status). */
export function signIn(response: LoginResponse): void {
  clearStorage();
  writeValues({
    [STORAGE_KEYS.sessionToken]: response.token,
    [STORAGE_KEYS.userStatus]: response.status,
    [STORAGE_KEYS.sessionUser]: response.user,
    [STORAGE_KEYS.legacyToken]: response.guesty?.token ?? null,
    [STORAGE_KEYS.tokenConfig]: tokenConfigOf(response, Date.now()),
  });
  scheduleTokenRefresh();
}

/** The admin-link path: an admin session and admin access token instead of the owner's own (docs/product/sign-in-and-session.md#admin-login-link). */
export function signInAsAdmin(response: LoginAsAdminResponse): void {
  clearStorage();
  writeValues({
    [STORAGE_KEYS.adminSessionToken]: response.token,
    [STORAGE_KEYS.adminAccessToken]: response.access_token,
    [STORAGE_KEYS.adminName]: response.acting_admin,
    [STORAGE_KEYS.userStatus]: response.status,
    [STORAGE_KEYS.sessionUser]: response.user,
    [STORAGE_KEYS.legacyToken]: response.guesty?.token ?? null,
    [STORAGE_KEYS.tokenConfig]: tokenConfigOf(response, Date.now()),
  });
  scheduleTokenRefresh();
}

export function useSession(): StoredSession & { isSignedIn: boolean; isAdmin: boolean } {
  const session = useSyncExternalStore(subscribe, readSession);
  return {
    ...session,
    isSignedIn: isSignedIn(session),
    isAdmin: session.adminSessionToken !== null,
  };
}
