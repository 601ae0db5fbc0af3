import type { LoginResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { signOut } from './logout.ts';
import { signIn } from './session-store.ts';
import { isSignedIn } from './storage.ts';

const base: LoginResponse = {
  status: 'both',
  token: 'session-1',
  access_token: 'access-1',
  guesty: { token: 'legacy-1' },
  pordal: { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 },
  user: { userId: 7, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: true },
};

describe('signOut', () => {
  it.each([
    ['guesty', { ...base, status: 'guesty', access_token: null, pordal: null }, true],
    ['both', base, true],
    ['pordal', { ...base, status: 'pordal', guesty: null }, false],
  ] as const)('for %s revokes the legacy token: %s', async (_status, response, revokesLegacy) => {
    const { calls } = mockFetch(() => jsonResponse(200, { success: true }));
    signIn(response);
    await signOut();
    expect(calls.map((call) => call.url).includes('/api/legacy/authenticate/revoke')).toBe(revokesLegacy);
    expect(calls.some((call) => call.url === '/api/logout')).toBe(true);
    expect(isSignedIn()).toBe(false);
  });

  it('sends the pordal tokens to /api/logout so they are revoked too, and clears storage even when calls fail', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/api/logout' ? jsonResponse(200, { success: true }) : jsonResponse(500, { code: 'INTERNAL' }),
    );
    signIn(base);
    await signOut();
    const logout = calls.find((call) => call.url === '/api/logout');
    expect(JSON.parse(logout?.body ?? '{}')).toEqual({ refresh_token: 'refresh-1', access_token: 'access-1' });
    expect(localStorage.length).toBe(0);
  });
});

describe('signOut and the drafts kept on the device', () => {
  it('removes unsent survey answers and support messages, and keeps the language', async () => {
    mockFetch(() => jsonResponse(200, { success: true }));
    signIn(base);
    localStorage.setItem('survey-draft:7:personal:none', '{"sections":{}}');
    localStorage.setItem('support-draft:7', '{"message":"Hello"}');
    localStorage.setItem('language', 'ar');
    await signOut();
    expect(Object.keys(localStorage)).toEqual(['language']);
  });
});
