import type { LoginResponse } from '@portal/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock.ts';
import { browser } from '../browser.ts';
import { stopTokenRefresh } from './refresh-timer.ts';
import { signIn } from './session-store.ts';
import { readSession, writeValues } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { scheduleTokenRefresh } from './token-refresh.ts';

const login: LoginResponse = {
  status: 'both',
  token: 'session-1',
  access_token: 'access-1',
  guesty: { token: 'legacy-1' },
  pordal: { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 600 },
  user: { userId: 7, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: true },
};

const isOauth = (call: RecordedCall) => call.url === '/api/pordal/oauth';

// The refresh parses its answer with a schema loaded on first use (decision 058); loaded here first, the import
// resolves within the fake clock's microtasks instead of racing the module loader.
beforeAll(async () => {
  await import('../api/session-schemas.ts');
});

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
});
afterEach(() => stopTokenRefresh());

/** The server's answers: the refresh grant gives new tokens for 600 s; any other call succeeds. */
const serveRefresh = () =>
  mockFetch((call) =>
    isOauth(call)
      ? jsonResponse(200, {
          access_token: 'access-2',
          refresh_token: 'refresh-2',
          expires_in: 600,
          token_type: 'Bearer',
        })
      : jsonResponse(200, { success: true }),
  );

describe('token refresh', () => {
  it('refreshes 60 s before expires_at with grant_type=refresh_token and stores the new tokens', async () => {
    const { calls } = serveRefresh();
    signIn(login);
    expect(readSession().tokenConfig?.expires_at).toBe(Date.now() + 600_000);

    await vi.advanceTimersByTimeAsync(540_000 - 1);
    expect(calls.filter(isOauth)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const [refresh] = calls.filter(isOauth);
    expect(refresh?.method).toBe('POST');
    expect(new URLSearchParams(refresh?.body ?? '').get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(refresh?.body ?? '').get('refresh_token')).toBe('refresh-1');
    expect(readSession().tokenConfig?.access_token).toBe('access-2');

    // The next refresh is scheduled from the new expiry.
    await vi.advanceTimersByTimeAsync(540_000);
    expect(calls.filter(isOauth)).toHaveLength(2);
  });

  it('logs out and clears storage when the refresh is answered 400 invalid_grant', async () => {
    const { calls } = mockFetch((call) =>
      isOauth(call)
        ? jsonResponse(400, {
            status: 400,
            code: 'invalid_grant',
            title: 'invalid_grant',
            detail: 'Refresh token revoked',
          })
        : jsonResponse(200, { success: true }),
    );
    signIn(login);
    await vi.advanceTimersByTimeAsync(540_000);
    expect(calls.some((call) => call.url === '/api/logout')).toBe(true);
    expect(calls.some((call) => call.url === '/api/legacy/authenticate/revoke')).toBe(true);
    for (const key of [
      STORAGE_KEYS.sessionToken,
      STORAGE_KEYS.tokenConfig,
      STORAGE_KEYS.sessionUser,
      STORAGE_KEYS.legacyToken,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  // docs/product/sign-in-and-session.md#token-refresh-and-expiry: "Tokens are refreshed 60 seconds before expiry. On expiry, stored data is cleared."
  it('an expired token found at start is not refreshed: the stored data is cleared (the language kept)', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    signIn(login);
    stopTokenRefresh();
    localStorage.setItem(STORAGE_KEYS.language, 'ar');
    writeValues({
      [STORAGE_KEYS.tokenConfig]: { ...readSession().tokenConfig, expires_at: Date.now() - 1 },
    });
    scheduleTokenRefresh();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.filter(isOauth)).toHaveLength(0);
    for (const key of [STORAGE_KEYS.sessionToken, STORAGE_KEYS.tokenConfig, STORAGE_KEYS.sessionUser]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    // Before the first render: the router finds no session, so no reload is needed.
    expect(reload).not.toHaveBeenCalled();
  });

  it('a refresh that comes due only after the expiry (a suspended app) clears the stored data and reloads', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    signIn(login);
    // The device slept through the refresh: the wall clock passed the expiry while no timer ran.
    vi.setSystemTime(Date.now() + 600_000);
    await vi.advanceTimersByTimeAsync(540_000);
    expect(calls.filter(isOauth)).toHaveLength(0);
    expect(readSession().tokenConfig).toBeNull();
    expect(readSession().sessionToken).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a token refreshed before its expiry keeps the session: one second before, it is refreshed', async () => {
    const { calls } = serveRefresh();
    signIn(login);
    vi.setSystemTime(Date.now() + 59_000);
    await vi.advanceTimersByTimeAsync(540_000); // 599 s after sign-in
    expect(calls.filter(isOauth)).toHaveLength(1);
    expect(readSession().tokenConfig?.access_token).toBe('access-2');
    expect(readSession().sessionToken).toBe('session-1');
  });

  it('schedules nothing for a guesty owner without a pordal token config', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    signIn({ ...login, status: 'guesty', access_token: null, pordal: null });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls).toHaveLength(0);
    expect(readSession().status).toBe('guesty');
  });
});
