import { propertiesResponse, propertyResponse } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from '../../app/router.tsx';
import { getCalendar } from '../../features/calendar/api/get-calendar.ts';
import { getReservations } from '../../features/calendar/api/get-reservations.ts';
import { shownRange } from '../../features/calendar/use-shown-month.ts';
import { getFurnishingInvoices, getMaintenanceInvoices } from '../../features/documents/api/get-invoices.ts';
import { getStatements } from '../../features/documents/api/get-statements.ts';
import { getProperties } from '../../features/properties/api/get-properties.ts';
import { PROPERTIES_PAGE_SIZE } from '../../features/properties/api/properties-query.ts';
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

  it('a caller that gives up while the early answer is on its way gets an AbortError, as from its own fetch', async () => {
    signIn();
    const { calls, release } = deferredFetch({ ok: 1 });
    ownApi.prefetch('/property', { query: { id: 7 } });
    const controller = new AbortController();
    const answer = ownApi.get('/property', { query: { id: 7 }, signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    release();
    expect(calls).toHaveLength(1);
    const aborted = new AbortController();
    aborted.abort();
    ownApi.prefetch('/property', { query: { id: 8 } });
    await expect(ownApi.get('/property', { query: { id: 8 }, signal: aborted.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    release();
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
    const asked = preloadRoute('/calendar/7');
    expect(calls.filter((call) => call.url === '/api/property?id=7')).toHaveLength(1);
    expect(await getProperty(7)).toEqual(propertyResponse.parse(property));
    expect(calls.filter((call) => call.url === '/api/property?id=7')).toHaveLength(1);
    await asked;
  });

  it("on a calendar, the month's days and stays are asked for once the property answers; the page's calls take them", async () => {
    signIn();
    const property = { property: marinaGate };
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/property?id=7') return jsonResponse(200, property);
      if (call.url.startsWith('/api/calendar?'))
        return jsonResponse(200, { listingId: 7, timeZone: 'Asia/Dubai', days: [] });
      if (call.url.startsWith('/api/reservations?')) return jsonResponse(200, { results: [], count: 0 });
      return jsonResponse(404, {});
    });
    await preloadRoute('/calendar/7', '?month=2027-02');
    // February 2027's grid starts on Monday 1 February; the small months run to the end of May.
    const range = shownRange(2027, 2);
    expect(range).toEqual({ from: '2027-02-01', to: '2027-05-31' });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/property?id=7',
      '/api/calendar?listingId=7&from=2027-02-01&to=2027-05-31',
      '/api/reservations?listingId=7&checkInDateLocalizedLte=2027-05-31&checkOutDateLocalizedGte=2027-02-01&status=confirmed%2Cchecked_in&sort=checkIn&limit=500',
    ]);
    await getCalendar(7, range);
    await getReservations(7, range);
    expect(calls).toHaveLength(3);
  });

  it('asks for no month when the property did not answer with one', async () => {
    signIn();
    const { calls } = mockFetch(() => jsonResponse(404, { error: 'Property not found' }));
    await preloadRoute('/calendar/7');
    expect(calls.map((call) => call.url)).toEqual(['/api/property?id=7']);
  });

  it("opening the property list asks for its first page, with the address's search; the page's call takes it", async () => {
    signIn();
    const list = { properties: [marinaGate], totalProperties: 1 };
    const { calls } = mockFetch((call) =>
      call.url.startsWith('/api/properties?') ? jsonResponse(200, list) : jsonResponse(404, {}),
    );
    preloadRoute('/properties', '?q=%20Marina%20');
    preloadRoute('/properties');
    const listCalls = () => calls.filter((call) => call.url.startsWith('/api/properties')).map((call) => call.url);
    expect(listCalls()).toEqual(['/api/properties?page=1&limit=12&search=Marina', '/api/properties?page=1&limit=12']);
    expect(await getProperties({ page: 1, limit: PROPERTIES_PAGE_SIZE, search: 'Marina' })).toEqual(
      propertiesResponse.parse(list),
    );
    expect(await getProperties({ page: 1, limit: PROPERTIES_PAGE_SIZE, search: '' })).toEqual(
      propertiesResponse.parse(list),
    );
    expect(listCalls()).toHaveLength(2);
  });

  it('a POST that reads is taken early only by the same form; another body, or a GET, asks again', async () => {
    signIn();
    const { calls, release } = deferredFetch({ ok: 1 });
    ownApi.prefetch('/statements_list', { method: 'POST', form: { property_id: 7 } });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/statements_list', 'property_id=7'],
    ]);
    const other = ownApi.post('/statements_list', { form: { property_id: 8 } });
    const get = ownApi.get('/statements_list');
    const same = ownApi.post('/statements_list', { form: { property_id: 7 } });
    release();
    await Promise.all([other, get, same]);
    expect(calls.map((call) => call.body)).toEqual(['property_id=7', 'property_id=8', null]);
  });

  it("a statements tab asks for its statements and furnishing invoices before anything renders; the tab's calls take them", async () => {
    signIn();
    const statements = { data: { flag: true, data: [] } };
    const invoices = { flag: true, data: [] };
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/property?id=7') return jsonResponse(200, { property: marinaGate });
      if (call.url === '/api/statements_list') return jsonResponse(200, statements);
      if (call.url.startsWith('/api/invoice_list_')) return jsonResponse(200, invoices);
      return jsonResponse(404, {});
    });
    await preloadRoute('/documents/statements/7');
    expect(calls.map((call) => `${call.method} ${call.url} ${call.body ?? ''}`.trim())).toEqual([
      'GET /api/property?id=7',
      'POST /api/statements_list property_id=7',
      'GET /api/invoice_list_furnishing?property_id=7',
    ]);
    await getStatements(7);
    await getFurnishingInvoices(7);
    expect(calls).toHaveLength(3);

    // The maintenance tab asks for its own list; a month's statement asks for neither list.
    await preloadRoute('/documents/maintenance/7');
    expect(calls.at(-1)?.url).toBe('/api/invoice_list_maintenance?property_id=7');
    const before = calls.length;
    await getMaintenanceInvoices(7);
    expect(calls).toHaveLength(before);
    await preloadRoute('/documents/statements/7/2026/10');
    expect(calls.slice(before).map((call) => call.url)).toEqual(['/api/property?id=7']);
  });

  it('asks for nothing signed out, or on a page without data of its own to ask for', () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    preloadRoute('/calendar/7');
    preloadRoute('/properties');
    signIn();
    preloadRoute('/settings');
    preloadRoute('/login');
    expect(calls.filter((call) => call.url.startsWith('/api/'))).toEqual([]);
  });
});
