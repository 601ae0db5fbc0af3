import { propertyResponse } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from '../../app/router.tsx';
import { property as marinaGate } from '../../features/summary/test-fixtures.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { getProperty } from '../property/get-property.ts';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { ownApi } from './clients.ts';
import { EARLY_ANSWER_MS } from './http-client.ts';

const user = { userId: 42, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: true };
function signIn(token = 'session-abc') {
  localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.sessionToken, token);
  localStorage.setItem(STORAGE_KEYS.userStatus, 'pordal');
}

/** A fetch that answers when the test says so, so a request can be seen in flight. */
function deferredFetch(body: unknown) {
  const releases: (() => void)[] = [];
  const mock = mockFetch(
    () => new Promise<Response>((resolve) => releases.push(() => resolve(jsonResponse(200, body)))),
  );
  const release = () => {
    for (const answer of releases.splice(0)) answer();
  };
  return { ...mock, release };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('answers asked for early (issue 15: the first page does not wait for its own chunks to ask)', () => {
  it('a GET of the same URL takes the early answer: one request, parsed by the caller', async () => {
    signIn();
    const { calls, release } = deferredFetch({ ok: 1 });
    ownApi.prefetch('/property', { query: { id: 7 } });
    expect(calls.map((call) => call.url)).toEqual(['/api/property?id=7']);
    const answer = ownApi.get('/property', { query: { id: 7 } });
    release();
    expect(await answer).toEqual({ ok: 1 });
    expect(calls).toHaveLength(1);
    // Taken once: the next GET asks the server again.
    const again = ownApi.get('/property', { query: { id: 7 } });
    release();
    await again;
    expect(calls).toHaveLength(2);
  });

  it('another URL, or the same one after the session changed, asks again', async () => {
    signIn();
    const { calls, release } = deferredFetch({ ok: 1 });
    ownApi.prefetch('/property', { query: { id: 7 } });
    const other = ownApi.get('/property', { query: { id: 8 } });
    release();
    await other;
    expect(calls.map((call) => call.url)).toEqual(['/api/property?id=7', '/api/property?id=8']);
    signIn('session-new');
    const same = ownApi.get('/property', { query: { id: 7 } });
    release();
    await same;
    expect(calls).toHaveLength(3);
    expect(calls[2]?.headers.authorization).toBe(`Basic ${btoa('42:session-new')}`);
  });

  it(`an answer older than ${EARLY_ANSWER_MS / 1000} s is not used`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    signIn();
    const { calls } = mockFetch(() => jsonResponse(200, { ok: 1 }));
    ownApi.prefetch('/property', { query: { id: 7 } });
    vi.setSystemTime(new Date(Date.now() + EARLY_ANSWER_MS));
    await ownApi.get('/property', { query: { id: 7 } });
    expect(calls).toHaveLength(2);
  });

  it('an early request that got no answer is asked again by the page', async () => {
    signIn();
    let attempt = 0;
    const { calls } = mockFetch(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { ok: 2 });
    });
    ownApi.prefetch('/property', { query: { id: 7 } });
    expect(await ownApi.get('/property', { query: { id: 7 } })).toEqual({ ok: 2 });
    expect(calls).toHaveLength(2);
  });

  it("opening a property's page asks for the property before anything renders; PropertyGate's call takes it", async () => {
    signIn();
    const property = { property: marinaGate };
    const { calls } = mockFetch((call) =>
      call.url === '/api/property?id=7' ? jsonResponse(200, property) : jsonResponse(404, {}),
    );
    preloadRoute('/calendar/7');
    expect(calls.filter((call) => call.url === '/api/property?id=7')).toHaveLength(1);
    expect(await getProperty(7)).toEqual(propertyResponse.parse(property));
    expect(calls.filter((call) => call.url === '/api/property?id=7')).toHaveLength(1);
  });

  it('asks for nothing signed out, or on a page without a property', () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    preloadRoute('/calendar/7');
    signIn();
    preloadRoute('/properties');
    preloadRoute('/login');
    expect(calls.filter((call) => call.url.startsWith('/api/'))).toEqual([]);
  });
});
