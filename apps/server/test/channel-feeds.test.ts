import type { PropertyChannelsResponse } from '@portal/contract/integrations';
import { schema } from '@portal/db';
import { and, eq, ne } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { calendarAnswer, type HttpStub, startHttpStub } from './helpers/http-stub.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { driverFor, dubai, NOW, propertyIdOf } from './owner-stays-fixtures.ts';

/**
 * Channel calendars in and availability out (decision 086), against a real HTTP server this file starts: feeds shaped
 * as Airbnb, Booking.com and Vrbo send them, fetched by the background job through the outbound guard (127.0.0.1 is
 * allowed by OUTBOUND_ALLOW here, as nothing else private is), and what the owner then sees.
 */
const STAFF_EMAIL = 'channels-staff@test.local';
let staffToken = '';
let stub: HttpStub;
const ctx = useTestApp({
  seeded: true,
  now: NOW,
  env: {
    STAFF_EMAIL,
    STAFF_LANGUAGE: 'ru',
    OUTBOUND_ALLOW: '127.0.0.1',
    OUTBOUND_TIMEOUT_MS: '700',
    FEED_MAX_BYTES: '200000',
    PUBLIC_URL: 'https://portal.example.test',
  },
  setup: async ({ database }) => {
    await database.db.update(schema.properties).set({ npStartDate: null, npEndDate: null });
    staffToken = (await createStaffToken(database.db, 'channels-console@test.local')).token;
  },
});

beforeAll(async () => {
  stub = await startHttpStub();
});
afterAll(() => stub.close());

const FIFTEEN_MINUTES = 15 * 60_000;
const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/staff${url}`, headers: bearer(staffToken), ...(payload ? { payload } : {}) });

async function palmVilla() {
  return propertyIdOf(ctx, 'Palm Villa 7');
}

async function addFeed(propertyId: number, channel: string, path: string) {
  const response = await staff('POST', `/properties/${propertyId}/channel-feeds`, {
    channel,
    url: `${stub.base}${path}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PropertyChannelsResponse;
}

async function channels(propertyId: number): Promise<PropertyChannelsResponse> {
  const response = await staff('GET', `/properties/${propertyId}/channels`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const feedOf = async (propertyId: number, channel: string) => {
  const feed = (await channels(propertyId)).feeds.find((candidate) => candidate.channel === channel);
  if (!feed) throw new Error(`no ${channel} feed`);
  return feed;
};

/** The guest reservations of a property from 2030 on, as stored. */
async function channelStays(propertyId: number) {
  const rows = await ctx.database.db
    .select()
    .from(schema.stays)
    .where(and(eq(schema.stays.propertyId, propertyId), eq(schema.stays.kind, 'guest')));
  return rows.filter((row) => row.checkIn >= new Date('2030-01-01T00:00:00Z')).sort((a, b) => +a.checkIn - +b.checkIn);
}

const AIRBNB = [
  'BEGIN:VCALENDAR',
  'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
  'CALSCALE:GREGORIAN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20300405',
  'DTSTART;VALUE=DATE:20300401',
  'UID:1418fb94e984-0a9b1c2d3e4f5a6b7c8d9e0f@airbnb.com',
  // A folded line (RFC 5545 §3.1): the continuation starts with one space.
  'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/deta',
  ' ils/HMABCDEF12\\nPhone Number (Last 4 Digits): 1234',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20300302',
  'DTSTART;VALUE=DATE:20300228',
  'UID:1418fb94e984-past@airbnb.com',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
];

const BOOKING = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//admin.booking.com//EN',
  'BEGIN:VEVENT',
  'UID:b1a6a1c0d8b94c0e9e8f@booking.com',
  'DTSTAMP:20300301T120000Z',
  'DTSTART;VALUE=DATE:20300410',
  'DTEND;VALUE=DATE:20300413',
  'SUMMARY:CLOSED - Not available',
  'END:VEVENT',
  'END:VCALENDAR',
];

// Vrbo-like: a time zone the feed defines itself (not an IANA name), a named guest, and a cancelled booking.
const VRBO = [
  'BEGIN:VCALENDAR',
  'PRODID:-//HomeAway.com\\, Inc.//EN',
  'VERSION:2.0',
  'BEGIN:VTIMEZONE',
  'TZID:Central European Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:vrbo-4711',
  'DTSTART;TZID=Central European Standard Time:20300422T120000',
  'DTEND;TZID=Central European Standard Time:20300425T080000',
  'SUMMARY:Reserved - Jane D',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:vrbo-4712',
  'STATUS:CANCELLED',
  'DTSTART;VALUE=DATE:20300427',
  'DTEND;VALUE=DATE:20300429',
  'SUMMARY:Reserved - Omar H',
  'END:VEVENT',
  'END:VCALENDAR',
];

describe('channel feeds in', () => {
  it('imports Airbnb, Booking.com and Vrbo feeds into the calendar and reservations the owner sees', async () => {
    const propertyId = await palmVilla();
    stub.on('/airbnb.ics', calendarAnswer(AIRBNB));
    stub.on('/booking.ics', calendarAnswer(BOOKING));
    stub.on('/vrbo.ics', calendarAnswer(VRBO));
    await addFeed(propertyId, 'Airbnb', '/airbnb.ics');
    await addFeed(propertyId, 'Booking.com', '/booking.ics');
    await addFeed(propertyId, 'Vrbo', '/vrbo.ics');
    expect(await ctx.app.runJobs()).toMatchObject({ 'channel-feeds': 3 });

    const stays = await channelStays(propertyId);
    expect(stays.map((s) => [s.source, s.status, s.checkIn.toISOString(), s.checkOut.toISOString(), s.nights])).toEqual(
      [
        // All-day events: arrival at 15:00 and departure at 11:00 on the property's clock (Dubai, UTC+4).
        ['Airbnb', 'confirmed', '2030-02-28T11:00:00.000Z', '2030-03-02T07:00:00.000Z', 2],
        ['Airbnb', 'confirmed', '2030-04-01T11:00:00.000Z', '2030-04-05T07:00:00.000Z', 4],
        ['Booking.com', 'confirmed', '2030-04-10T11:00:00.000Z', '2030-04-13T07:00:00.000Z', 3],
        // 12:00 at UTC+1 as the feed's own VTIMEZONE says is 11:00 UTC.
        ['Vrbo', 'confirmed', '2030-04-22T11:00:00.000Z', '2030-04-25T07:00:00.000Z', 3],
      ],
    );
    expect(stays.map((s) => s.guestName)).toEqual([null, null, null, 'Jane D']);

    const login = await signIn(ctx.app, 'owner@example.com');
    const calendar = await ctx.app.inject({
      method: 'GET',
      url: `/api/calendar?listingId=${propertyId}&from=2030-04-01&to=2030-04-30`,
      headers: ownHeaders(login),
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const booked = (calendar.json().days as { date: string; status: string }[])
      .filter((day) => day.status === 'booked')
      .map((day) => day.date);
    expect(booked).toEqual([
      ...['2030-04-01', '2030-04-02', '2030-04-03', '2030-04-04'],
      ...['2030-04-10', '2030-04-11', '2030-04-12'],
      ...['2030-04-22', '2030-04-23', '2030-04-24'],
    ]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/reservations?listingId=${propertyId}&checkOutDateLocalizedGte=2030-04-01`,
      headers: ownHeaders(login),
    });
    expect(
      (list.json().results as { source: string; guestName: string | null }[]).map((r) => [r.source, r.guestName]),
    ).toEqual([
      ['Airbnb', null],
      ['Booking.com', null],
      ['Vrbo', 'Jane D'],
    ]);

    const vrbo = await feedOf(propertyId, 'Vrbo');
    expect(vrbo).toMatchObject({
      lastSuccessAt: NOW.toISOString(),
      lastErrorCode: null,
      lastHttpStatus: 200,
      eventsSeen: 2,
      reservations: 1,
      nextFetchAt: new Date(NOW.getTime() + FIFTEEN_MINUTES).toISOString(),
    });
    // Not due again until the next quarter of an hour.
    expect(await ctx.app.runJobs()).toMatchObject({ 'channel-feeds': 0 });
  });

  it('cancels what the feed drops or cancels, keeps what has already ended, and changes dates it moves', async () => {
    const propertyId = await palmVilla();
    stub.on('/airbnb.ics', calendarAnswer(AIRBNB));
    await addFeed(propertyId, 'Airbnb', '/airbnb.ics');
    await ctx.app.runJobs();
    // The next export drops both events and adds a cancelled copy of the first with new dates.
    stub.on(
      '/airbnb.ics',
      calendarAnswer([
        ...AIRBNB.slice(0, 4),
        'BEGIN:VEVENT',
        'DTSTART;VALUE=DATE:20300406',
        'DTEND;VALUE=DATE:20300409',
        'UID:1418fb94e984-moved@airbnb.com',
        'SUMMARY:Reserved',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    ctx.clock.advance(FIFTEEN_MINUTES);
    await ctx.app.runJobs();
    const stays = await channelStays(propertyId);
    expect(stays.map((s) => [s.checkIn.toISOString().slice(0, 10), s.status])).toEqual([
      // Ended before the fetch: channels drop past stays, so it is kept for the statements.
      ['2030-02-28', 'confirmed'],
      // Gone from the feed before it began: cancelled.
      ['2030-04-01', 'cancelled'],
      ['2030-04-06', 'confirmed'],
    ]);
    stub.on(
      '/airbnb.ics',
      calendarAnswer([
        ...AIRBNB.slice(0, 4),
        'BEGIN:VEVENT',
        'STATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20300407',
        'DTEND;VALUE=DATE:20300409',
        'UID:1418fb94e984-moved@airbnb.com',
        'SUMMARY:Reserved',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    ctx.clock.advance(FIFTEEN_MINUTES);
    await ctx.app.runJobs();
    const after = await channelStays(propertyId);
    expect(after.map((s) => [s.checkIn.toISOString().slice(0, 10), s.status])).toEqual([
      ['2030-02-28', 'confirmed'],
      ['2030-04-01', 'cancelled'],
      // Cancelled as it was booked.
      ['2030-04-06', 'cancelled'],
    ]);
    expect(await feedOf(propertyId, 'Airbnb')).toMatchObject({ eventsSeen: 1, reservations: 1 });
  });

  it('asks again with the validators of the last answer and takes a 304 as nothing changed', async () => {
    const propertyId = await palmVilla();
    stub.on('/etag.ics', (request, response) => {
      if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304).end();
      calendarAnswer(BOOKING, { etag: '"v1"', 'last-modified': 'Fri, 01 Mar 2030 12:00:00 GMT' })(
        request,
        response,
        '',
      );
    });
    await addFeed(propertyId, 'Booking.com', '/etag.ics');
    await ctx.app.runJobs();
    ctx.clock.advance(FIFTEEN_MINUTES);
    await ctx.app.runJobs();
    const asked = stub.requests.filter((request) => request.path === '/etag.ics').slice(-2);
    expect(asked[0]?.headers['if-none-match']).toBeUndefined();
    expect(asked[1]?.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Fri, 01 Mar 2030 12:00:00 GMT',
    });
    expect(await feedOf(propertyId, 'Booking.com')).toMatchObject({
      lastHttpStatus: 304,
      lastSuccessAt: new Date(NOW.getTime() + FIFTEEN_MINUTES).toISOString(),
      lastErrorCode: null,
      eventsSeen: 1,
      reservations: 1,
    });
  });

  it('fetches each due feed once when two passes run at once (as two server processes would)', async () => {
    const propertyId = await palmVilla();
    stub.on('/airbnb.ics', calendarAnswer(AIRBNB));
    stub.on('/booking.ics', calendarAnswer(BOOKING));
    await addFeed(propertyId, 'Airbnb', '/airbnb.ics');
    await addFeed(propertyId, 'Booking.com', '/booking.ics');
    const before = stub.requests.length;
    const passes = await Promise.all([ctx.app.runJobs(), ctx.app.runJobs()]);
    expect(passes.map((pass) => pass['channel-feeds']).reduce((a = 0, b = 0) => a + b)).toBe(2);
    expect(stub.requests.length - before).toBe(2);
    expect((await channelStays(propertyId)).filter((s) => s.status === 'confirmed')).toHaveLength(3);
  });

  it('says in words why a feed failed and keeps what it had: malformed, slow, huge, a redirect loop, 500, a private address', async () => {
    const propertyId = await palmVilla();
    stub.on('/good-then-bad.ics', calendarAnswer(BOOKING));
    await addFeed(propertyId, 'Booking.com', '/good-then-bad.ics');
    await ctx.app.runJobs();
    stub.on('/good-then-bad.ics', calendarAnswer(['<html><body>Maintenance</body></html>']));
    stub.on('/slow.ics', () => undefined);
    stub.on('/huge.ics', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      // An endless answer: the fetcher must stop at its size cap, not at the end.
      const line = `${'X-FILLER:'.padEnd(74, 'x')}\r\n`.repeat(200);
      const more = () => {
        while (response.write(line)) if (response.destroyed) return;
        if (!response.destroyed) response.once('drain', more);
      };
      more();
    });
    stub.on('/loop.ics', (_request, response) => response.writeHead(302, { location: '/loop.ics' }).end());
    stub.on('/down.ics', (_request, response) => response.writeHead(500).end());
    await addFeed(propertyId, 'Slow', '/slow.ics');
    await addFeed(propertyId, 'Huge', '/huge.ics');
    await addFeed(propertyId, 'Loop', '/loop.ics');
    await addFeed(propertyId, 'Down', '/down.ics');
    const metadata = await staff('POST', `/properties/${propertyId}/channel-feeds`, {
      channel: 'Metadata',
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(metadata.statusCode).toBe(201);
    ctx.clock.advance(FIFTEEN_MINUTES);
    // Six feeds are due; a pass takes five.
    expect((await ctx.app.runJobs())['channel-feeds']).toBe(5);
    expect((await ctx.app.runJobs())['channel-feeds']).toBe(1);
    const feeds = (await channels(propertyId)).feeds;
    const failure = (channel: string) => {
      const feed = feeds.find((candidate) => candidate.channel === channel);
      return [feed?.lastErrorCode, feed?.lastHttpStatus];
    };
    expect(failure('Booking.com')).toEqual(['not_icalendar', 200]);
    expect(failure('Slow')).toEqual(['timeout', null]);
    expect(failure('Huge')).toEqual(['too_large', null]);
    expect(failure('Loop')).toEqual(['too_many_redirects', null]);
    expect(failure('Down')).toEqual(['http_status', 500]);
    expect(failure('Metadata')).toEqual(['refused_address', null]);
    expect(feeds.find((feed) => feed.channel === 'Booking.com')).toMatchObject({
      lastSuccessAt: NOW.toISOString(),
      reservations: 1,
    });
    // The loop was followed five times and no more; the refused address was never asked.
    expect(stub.requests.filter((request) => request.path === '/loop.ics')).toHaveLength(6);
    expect((await channelStays(propertyId)).map((s) => s.status)).toEqual(['confirmed']);
  });

  it('keeps an owner stay a channel reservation overlaps, tells staff once in their language, and shows the owner', async () => {
    const propertyId = await palmVilla();
    const login = await signIn(ctx.app, 'owner@example.com');
    const pordal = driverFor(ctx, 'pordal', login);
    const created = await pordal.create({
      propertyId,
      checkIn: '2030-04-03T15:00',
      checkOut: '2030-04-06T11:00',
      accessAnswer: 'have_both',
    });
    expect(created.statusCode, created.body).toBe(201);
    const ownerStayId = created.json().id as number;
    stub.on('/airbnb.ics', calendarAnswer(AIRBNB));
    await addFeed(propertyId, 'Airbnb', '/airbnb.ics');
    await ctx.app.runJobs();

    const [ownerStay] = await ctx.database.db.select().from(schema.stays).where(eq(schema.stays.id, ownerStayId));
    expect(ownerStay?.status).toBe('confirmed');
    expect((await channelStays(propertyId)).map((s) => s.checkIn.toISOString().slice(0, 10))).toEqual(['2030-02-28']);
    const mails = await ctx.database.db.select().from(schema.outbox).where(eq(schema.outbox.kind, 'channel_conflict'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: STAFF_EMAIL, language: 'ru' });
    expect(mails[0]?.subject).toBe('Бронирование Airbnb пересекается с проживанием: Palm Villa 7, 2030-04-01');
    expect(mails[0]?.bodyText).toContain('Проживание владельца');
    const console_ = await channels(propertyId);
    expect(console_.conflicts).toEqual([
      expect.objectContaining({
        channel: 'Airbnb',
        checkIn: dubai('2030-04-01', '15:00').toISOString(),
        stay: expect.objectContaining({ id: ownerStayId, kind: 'owner' }),
      }),
    ]);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/channel-conflicts?listingId=${propertyId}`,
      headers: ownHeaders(login),
    });
    expect(shown.json()).toEqual({
      conflicts: [
        {
          channel: 'Airbnb',
          checkIn: dubai('2030-04-01', '15:00').toISOString(),
          checkOut: dubai('2030-04-05', '11:00').toISOString(),
          ownerStay: {
            id: ownerStayId,
            checkIn: dubai('2030-04-03', '15:00').toISOString(),
            checkOut: dubai('2030-04-06', '11:00').toISOString(),
          },
        },
      ],
    });
    // Another owner sees nothing of it (404 like an unknown property).
    const other = await signIn(ctx.app, 'pordal@example.com');
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/channel-conflicts?listingId=${propertyId}`,
      headers: ownHeaders(other),
    });
    expect(foreign.statusCode).toBe(404);

    // Polled again: still a conflict, no second mail.
    ctx.clock.advance(FIFTEEN_MINUTES);
    await ctx.app.runJobs();
    expect(
      await ctx.database.db.select().from(schema.outbox).where(eq(schema.outbox.kind, 'channel_conflict')),
    ).toHaveLength(1);

    // The owner removes the stay: on the next poll (a 304 would do) the channel's reservation takes the dates.
    expect((await pordal.cancel(ownerStayId)).statusCode).toBe(200);
    ctx.clock.advance(FIFTEEN_MINUTES);
    await ctx.app.runJobs();
    expect(
      (await channelStays(propertyId)).filter((s) => s.status !== 'cancelled').map((s) => s.checkIn.toISOString()),
    ).toEqual([dubai('2030-02-28', '15:00').toISOString(), dubai('2030-04-01', '15:00').toISOString()]);
    expect((await channels(propertyId)).conflicts).toEqual([]);
  });
});

describe('availability out', () => {
  it('lists every owner stay and manual block as busy days with no names; an owner stay made in the portal appears', async () => {
    const propertyId = await palmVilla();
    const made = await staff('POST', `/properties/${propertyId}/availability-feed`);
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/^https:\/\/portal\.example\.test\/ical\/availability\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    // The token is kept sealed and hashed, never in clear.
    const [row] = await ctx.database.db
      .select()
      .from(schema.availabilityFeeds)
      .where(eq(schema.availabilityFeeds.propertyId, propertyId));
    expect(JSON.stringify(row)).not.toContain(path.split('/').pop()?.replace('.ics', ''));
    expect((await channels(propertyId)).availability.url).toBe(url);

    stub.on('/airbnb.ics', calendarAnswer(AIRBNB));
    await addFeed(propertyId, 'Airbnb', '/airbnb.ics');
    await ctx.app.runJobs();
    const login = await signIn(ctx.app, 'owner@example.com');
    const created = await driverFor(ctx, 'pordal', login).create({
      propertyId,
      checkIn: '2030-05-02T15:00',
      checkOut: '2030-05-06T11:00',
      note: 'Family visit, do not tell the channels',
      accessAnswer: 'have_both',
    });
    expect(created.statusCode, created.body).toBe(201);
    await ctx.database.db.insert(schema.stays).values({
      propertyId,
      kind: 'manual',
      confirmationCode: 'MB-TEST-1',
      guestName: 'Painter',
      checkIn: dubai('2030-05-10', '09:00'),
      checkOut: dubai('2030-05-11', '18:00'),
      nights: 1,
      updatedAt: NOW,
    });

    const feed = await ctx.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-cache');
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.startDate.toString(), event.endDate.toString(), event.summary])).toEqual([
      ['2030-05-02', '2030-05-06', 'Not available'],
      // 09:00 is before the previous guest leaves (11:00) and 18:00 after the next one arrives (15:00).
      ['2030-05-09', '2030-05-12', 'Not available'],
    ]);
    expect(feed.body).not.toMatch(/Family|Painter|Reserved|Airbnb/);

    const again = await ctx.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': feed.headers.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Re-made, the old link stops at once; turned off, the new one does too, both as a bare 404.
    const remade = (await staff('POST', `/properties/${propertyId}/availability-feed`)).json() as { url: string };
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(remade.url).pathname })).statusCode).toBe(200);
    expect((await staff('DELETE', `/properties/${propertyId}/availability-feed`)).statusCode).toBe(204);
    const gone = await ctx.app.inject({ method: 'GET', url: new URL(remade.url).pathname });
    expect(gone.json()).toEqual({ status: 404, code: 'NOT_FOUND', title: 'NOT_FOUND', detail: 'Not found' });
  });
});

describe('feeds in the staff console', () => {
  it('adds, renames, refuses a bad or repeated URL, and removes a feed with its future reservations, audited', async () => {
    const propertyId = await palmVilla();
    const bad = await staff('POST', `/properties/${propertyId}/channel-feeds`, {
      channel: 'Airbnb',
      url: 'ftp://example.com/feed.ics',
    });
    expect(bad.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const unknownField = await staff('POST', `/properties/${propertyId}/channel-feeds`, {
      channel: 'Airbnb',
      url: `${stub.base}/airbnb.ics`,
      interval: 5,
    });
    expect(unknownField.statusCode).toBe(400);
    stub.on('/airbnb.ics', calendarAnswer(AIRBNB));
    const added = await addFeed(propertyId, 'Airbnb', '/airbnb.ics');
    const repeated = await staff('POST', `/properties/${propertyId}/channel-feeds`, {
      channel: 'Airbnb again',
      url: `${stub.base}/airbnb.ics`,
    });
    expect(repeated.json()).toMatchObject({ status: 409, code: 'FEED_ALREADY_ADDED' });
    await ctx.app.runJobs();
    const feedId = added.feeds[0]?.id;
    const renamed = await staff('PUT', `/properties/${propertyId}/channel-feeds/${feedId}`, {
      channel: 'Airbnb (main)',
      url: `${stub.base}/airbnb.ics`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await channelStays(propertyId)).map((s) => s.source)).toEqual(['Airbnb (main)', 'Airbnb (main)']);
    const removed = await staff('DELETE', `/properties/${propertyId}/channel-feeds/${feedId}`);
    expect(removed.json().feeds).toEqual([]);
    expect((await channelStays(propertyId)).map((s) => [s.checkIn.toISOString().slice(0, 10), s.status])).toEqual([
      ['2030-02-28', 'confirmed'],
      ['2030-04-01', 'cancelled'],
    ]);
    const audit = await ctx.database.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'channel_feed'), ne(schema.auditLog.actorKind, 'system')))
      .orderBy(schema.auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'channel_feed.added',
      'channel_feed.changed',
      'channel_feed.removed',
    ]);
    // Another property's feed id answers like an unknown one.
    const foreign = await staff('POST', `/properties/${propertyId + 1}/channel-feeds/${feedId}/fetch`);
    expect(foreign.statusCode).toBe(404);
  });
});
