import { LEGACY_MAX_RETRIES } from '@portal/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { browser } from '../browser.ts';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { ApiError } from './api-error.ts';
import { legacyApi, legacyRetry, ownApi, pordalApi } from './clients.ts';

const user = { userId: 42, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: true };

function storeSession(extra: Record<string, string> = {}) {
  localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.sessionToken, 'session-abc');
  localStorage.setItem(STORAGE_KEYS.userStatus, 'both');
  localStorage.setItem(STORAGE_KEYS.legacyToken, 'legacy-xyz');
  localStorage.setItem(
    STORAGE_KEYS.tokenConfig,
    JSON.stringify({
      access_token: 'pordal-access',
      refresh_token: 'r',
      expires_in: 3600,
      expires_at: Date.now() + 3_600_000,
    }),
  );
  for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
}

beforeEach(() => {
  legacyRetry.delayMs = 0;
});

describe('ownApi', () => {
  it('sends basic authentication userId:sessionToken, x-owner and x-version 1.3.0', async () => {
    storeSession();
    const { calls } = mockFetch(() => jsonResponse(200, { ok: true }));
    await ownApi.get('/properties', { query: { page: 2, limit: 999 } });
    expect(calls[0]?.url).toBe('/api/properties?page=2&limit=999');
    expect(calls[0]?.headers.authorization).toBe(`Basic ${btoa('42:session-abc')}`);
    expect(calls[0]?.headers['x-owner']).toBe('42');
    expect(calls[0]?.headers['x-version']).toBe('1.3.0');
  });

  it('encodes form bodies and JSON bodies with their content types', async () => {
    storeSession();
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await ownApi.post('/statistics', { form: { property_id: 7, month: 3, year: 2026 } });
    await ownApi.post('/client-errors', { json: { message: 'boom' } });
    expect(calls[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0]?.body).toBe('property_id=7&month=3&year=2026');
    expect(calls[1]?.headers['content-type']).toBe('application/json');
    expect(calls[1]?.body).toBe('{"message":"boom"}');
  });

  it('sends a multipart body as it is, leaving the content type (and its boundary) to the browser', async () => {
    storeSession();
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse(201, {}));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.set('doc_type_id', '1');
    await ownApi.post('/owner_document', { multipart: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
    expect(new Headers(init?.headers).get('authorization')).toBe(`Basic ${btoa('42:session-abc')}`);
  });

  it('throws an ApiError carrying status, code, detail and validation', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        status: 400,
        code: 'VALIDATION_FAILED',
        title: 'VALIDATION_FAILED',
        detail: 'username is required',
        validation: [{ path: 'username', code: 'too_small', message: 'Required' }],
      }),
    );
    const error = await ownApi.post('/login', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: 'username is required' });
    expect((error as ApiError).validation[0]?.path).toBe('username');
  });
});

describe('pordalApi', () => {
  it('sends the pordal access token as a bearer token', async () => {
    storeSession();
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await pordalApi.get('/owner-profile');
    expect(calls[0]?.url).toBe('/api/pordal/owner-profile');
    expect(calls[0]?.headers.authorization).toBe('Bearer pordal-access');
  });

  it('clears storage and reloads on a 401 while signed in', async () => {
    storeSession();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    mockFetch(() => jsonResponse(401, { code: 'UNAUTHENTICATED', detail: 'Session expired' }));
    await expect(pordalApi.get('/owner-profile')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tokenConfig)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('legacyApi', () => {
  it('uses the legacy bearer token, or basic userId:token while an admin session is stored', async () => {
    storeSession();
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await legacyApi.post('/authenticate/revoke', { json: {} });
    expect(calls[0]?.headers.authorization).toBe('Bearer legacy-xyz');
    localStorage.setItem(STORAGE_KEYS.adminSessionToken, 'admin-session');
    await legacyApi.post('/authenticate/revoke', { json: {} });
    expect(calls[1]?.headers.authorization).toBe(`Basic ${btoa('42:legacy-xyz')}`);
  });

  it(`retries a network error up to ${LEGACY_MAX_RETRIES} times per URL, then fails`, async () => {
    storeSession();
    const { calls } = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(legacyApi.get('/owners-reservations')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(calls).toHaveLength(1 + LEGACY_MAX_RETRIES);
    expect(new Set(calls.map((call) => call.url))).toEqual(new Set(['/api/legacy/owners-reservations']));
  });

  it('retries while the body carries an err field and returns the first clean answer', async () => {
    storeSession();
    let attempt = 0;
    const { calls } = mockFetch(() => {
      attempt += 1;
      return attempt < 3 ? jsonResponse(200, { err: 'busy' }) : jsonResponse(200, { results: [1] });
    });
    await expect(legacyApi.get('/owners-reservations')).resolves.toEqual({ results: [1] });
    expect(calls).toHaveLength(3);
  });

  it('gives up after the retries when every answer carries err', async () => {
    storeSession();
    const { calls } = mockFetch(() => jsonResponse(200, { err: 'still busy' }));
    await expect(legacyApi.get('/owners-reservations')).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      rawCode: 'still busy',
      detail: 'still busy',
    });
    expect(calls).toHaveLength(1 + LEGACY_MAX_RETRIES);
  });

  it('does not retry an ordinary answer', async () => {
    storeSession();
    const { calls } = mockFetch(() => jsonResponse(404, { code: 'NOT_FOUND', detail: 'gone' }));
    await expect(legacyApi.get('/owners-reservations/9')).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });
});
