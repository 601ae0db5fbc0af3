import { createHash } from 'node:crypto';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@portal/contract';
import { schema } from '@portal/db';
import { addDays, localDateOf, localParts, zonedInstant } from '@portal/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * The calendar subscription (decision 044): made and remade by the owner, read by calendar apps
 * through GET /ical/{token}.ics with no session. Parsed here with a real iCalendar parser (ical.js).
 */
const PUBLIC_URL = 'https://portal.example.com';
const ZONE = 'Asia/Dubai';
const TODAY = localDateOf(SEEDED_AT, ZONE);

const ids: Record<string, number> = {};
const ctx = useTestApp({
  seeded: true,
  now: SEEDED_AT,
  env: { PUBLIC_URL },
  setup: async ({ database }) => {
    for (const property of await database.db.select().from(schema.properties)) ids[property.nickname] = property.id;
  },
});

const headersOf = async (email: string) => ownHeaders(await signIn(ctx.app, email));

async function makeLink(propertyId: number, headers?: Record<string, string>): Promise<CalendarFeedCreated> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/calendar-feed',
    headers: headers ?? (await headersOf('owner@example.com')),
    payload: { propertyId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CalendarFeedCreated;
}

/** The path of a link, as a calendar app asks for it. */
const pathOf = (link: CalendarFeedCreated) => new URL(link.url).pathname;
const tokenOf = (link: CalendarFeedCreated) => pathOf(link).slice('/ical/'.length, -'.ics'.length);

const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: path, headers });

/** Parses a feed with ical.js, registering its VTIMEZONEs so every time converts to an instant. */
function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
}

/** Active guest and owner stays of a property touching [from 00:00, to + 1 00:00) in its zone: what the feed must hold. */
async function staysInWindow(propertyId: number, from: string, to: string, timeZone = ZONE) {
  const start = zonedInstant(from, '00:00', timeZone);
  const end = zonedInstant(addDays(to, 1), '00:00', timeZone);
  const rows = await ctx.database.db
    .select()
    .from(schema.stays)
    .where(
      and(
        eq(schema.stays.propertyId, propertyId),
        inArray(schema.stays.kind, ['guest', 'owner']),
        ne(schema.stays.status, 'cancelled'),
      ),
    );
  return rows.filter((stay) => stay.checkIn < end && stay.checkOut > start);
}

describe('calendar subscription link (owner API)', () => {
  it('is made once as https and webcal, stored only as a hash, audited, and its status never shows it', async () => {
    const headers = await headersOf('owner@example.com');
    const status = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/calendar-feed?propertyId=${ids['Marina Gate 1204']}`,
          headers,
        })
      ).json() as CalendarFeedStatus;
    expect(await status()).toEqual({ propertyId: ids['Marina Gate 1204'], isActive: false, createdAt: null });

    const link = await makeLink(ids['Marina Gate 1204'] ?? 0, headers);
    expect(link.url).toMatch(/^https:\/\/portal\.example\.com\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcalUrl).toBe(link.url.replace('https:', 'webcal:'));
    const token = tokenOf(link);

    const [row] = await ctx.database.db.select().from(schema.calendarFeeds);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const shown = await status();
    expect(shown).toMatchObject({ isActive: true, createdAt: SEEDED_AT.toISOString() });
    expect(JSON.stringify(shown)).not.toContain(token);
    const audit = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'calendar_feed.created'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('answers another owner exactly as for a property nobody has, and makes nothing', async () => {
    const mallory = await headersOf('legacy@example.com');
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/calendar-feed',
      headers: mallory,
      payload: { propertyId: ids['Marina Gate 1204'] },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/calendar-feed',
      headers: mallory,
      payload: { propertyId: 987_654 },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    for (const method of ['GET', 'DELETE'] as const) {
      const url = `/api/calendar-feed?propertyId=${ids['Marina Gate 1204']}`;
      expect((await ctx.app.inject({ method, url, headers: mallory })).statusCode).toBe(404);
    }
    expect(await ctx.database.db.select().from(schema.calendarFeeds)).toEqual([]);
  });
});

describe('GET /ical/{token}.ics', () => {
  it("holds exactly the property's confirmed stays and owner stays in the asked window, at their times in its zone", async () => {
    const marina = ids['Marina Gate 1204'] ?? 0;
    const link = await makeLink(marina);
    const from = addDays(TODAY, -40);
    const to = addDays(TODAY, 80);
    const response = await fetchFeed(`${pathOf(link)}?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(ZONE);
    const expected = await staysInWindow(marina, from, to);
    expect(expected.some((stay) => stay.kind === 'owner')).toBe(true);
    expect(expected.length).toBeGreaterThan(10);
    expect(events.map((event) => event.uid).sort()).toEqual(
      expected.map((stay) => `stay-${stay.id}@portal.example.com`).sort(),
    );

    for (const stay of expected) {
      const event = events.find((e) => e.uid === `stay-${stay.id}@portal.example.com`);
      if (!event) throw new Error(`no event for stay ${stay.id}`);
      // The wall clock of the property's zone, and the very instant stored.
      const local = localParts(stay.checkIn, ZONE);
      expect(event.startDate.zone?.tzid).toBe(ZONE);
      expect(event.startDate.toString()).toBe(`${local.date}T${local.time.padEnd(8, ':00')}`);
      expect(event.startDate.toJSDate().getTime()).toBe(stay.checkIn.getTime());
      expect(event.endDate.toJSDate().getTime()).toBe(stay.checkOut.getTime());
      if (stay.kind === 'guest') {
        const first = stay.guestName?.split(' ')[0];
        const nights = stay.nights === 1 ? '1 night' : `${stay.nights} nights`;
        expect(event.summary).toBe(`${first} · ${stay.confirmationCode} · ${nights}`);
      } else {
        expect(event.summary).toBe('Owner stay');
        expect(event.description).toBe(stay.note);
      }
    }
    // First names only: no guest's surname leaves the portal.
    for (const stay of expected.filter((s) => s.kind === 'guest')) {
      const surname = stay.guestName?.split(' ').slice(1).join(' ');
      if (surname) expect(response.body).not.toContain(surname);
    }
  });

  it('keeps the times of a zone with daylight saving, and shows the termination period as whole days', async () => {
    const creek = ids['Creek Harbour 88'] ?? 0;
    await ctx.database.db
      .update(schema.properties)
      .set({ timeZone: 'Europe/Berlin' })
      .where(eq(schema.properties.id, creek));
    const [property] = await ctx.database.db.select().from(schema.properties).where(eq(schema.properties.id, creek));
    const link = await makeLink(creek);
    const from = addDays(TODAY, -200);
    const to = addDays(TODAY, 200);
    const { events } = parse((await fetchFeed(`${pathOf(link)}?from=${from}&to=${to}`)).body);
    const stays = await staysInWindow(creek, from, to, 'Europe/Berlin');
    expect(stays.length).toBeGreaterThan(10);
    for (const stay of stays) {
      const event = events.find((e) => e.uid === `stay-${stay.id}@portal.example.com`);
      expect(event?.startDate.toJSDate().getTime(), `stay ${stay.id}`).toBe(stay.checkIn.getTime());
      expect(event?.startDate.toString().slice(11, 16)).toBe(localParts(stay.checkIn, 'Europe/Berlin').time);
    }
    const termination = events.find((e) => e.summary === 'Contract termination period');
    expect(termination?.startDate.isDate).toBe(true);
    expect(termination?.startDate.toString()).toBe(property?.npStartDate);
    expect(termination?.endDate.toString()).toBe(addDays(property?.npEndDate ?? '', 1));
  });

  it('writes the words in the owner’s language', async () => {
    const marina = ids['Marina Gate 1204'] ?? 0;
    await ctx.database.db
      .update(schema.owners)
      .set({ preferredLanguage: 'ru' })
      .where(eq(schema.owners.email, 'owner@example.com'));
    const link = await makeLink(marina);
    const { events } = parse((await fetchFeed(pathOf(link))).body);
    expect(events.find((e) => e.summary === 'Проживание владельца')).toBeDefined();
    expect(events.some((e) => /· \d+ (ночь|ночи|ночей)$/.test(e.summary))).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once a stay changes', async () => {
    const link = await makeLink(ids['Marina Gate 1204'] ?? 0);
    const first = await fetchFeed(pathOf(link));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await fetchFeed(pathOf(link), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await fetchFeed(pathOf(link), { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await fetchFeed(pathOf(link), { 'if-none-match': '"other"' })).statusCode).toBe(200);

    await ctx.database.db.execute(
      sql`UPDATE stays SET note = 'Changed plans', updated_at = ${new Date(SEEDED_AT.getTime() + 60_000)}
          WHERE id = (SELECT id FROM stays WHERE property_id = ${ids['Marina Gate 1204']} AND kind = 'owner'
                      AND check_in > ${SEEDED_AT} ORDER BY check_in LIMIT 1)`,
    );
    const changed = await fetchFeed(pathOf(link), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Changed plans');
  });

  it('a regenerated link revokes the old one (404); turning the feed off revokes the new one', async () => {
    const marina = ids['Marina Gate 1204'] ?? 0;
    const old = await makeLink(marina);
    expect((await fetchFeed(pathOf(old))).statusCode).toBe(200);
    const fresh = await makeLink(marina);
    expect(tokenOf(fresh)).not.toBe(tokenOf(old));
    expect((await fetchFeed(pathOf(old))).statusCode).toBe(404);
    expect((await fetchFeed(pathOf(fresh))).statusCode).toBe(200);
    const headers = await headersOf('owner@example.com');
    const off = await ctx.app.inject({ method: 'DELETE', url: `/api/calendar-feed?propertyId=${marina}`, headers });
    expect(off.statusCode).toBe(204);
    expect((await fetchFeed(pathOf(fresh))).statusCode).toBe(404);
  });

  it("another owner's revoked link, an unknown token and a malformed one answer the same bare 404", async () => {
    const legacyOwner = await headersOf('legacy@example.com');
    const [theirs] = await ctx.database.db
      .select()
      .from(schema.properties)
      .innerJoin(schema.owners, eq(schema.owners.id, schema.properties.ownerId))
      .where(eq(schema.owners.email, 'legacy@example.com'))
      .limit(1);
    const revoked = await makeLink(theirs?.properties.id ?? 0, legacyOwner);
    await makeLink(theirs?.properties.id ?? 0, legacyOwner);
    const answers = await Promise.all(
      [pathOf(revoked), `/ical/${'A'.repeat(43)}.ics`, '/ical/short.ics', `/ical/${tokenOf(revoked)}x.ics`].map(
        (path) => fetchFeed(path),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ status: 404, code: 'NOT_FOUND', title: 'NOT_FOUND', detail: 'Not found' });
      expect(answer.headers.etag).toBeUndefined();
    }
  });

  it('refuses a window that is not one, and changes nothing', async () => {
    const link = await makeLink(ids['Marina Gate 1204'] ?? 0);
    for (const query of [
      'from=2026-02-30',
      `from=${TODAY}&to=${addDays(TODAY, -1)}`,
      `from=${TODAY}&to=${addDays(TODAY, 800)}`,
    ]) {
      const response = await fetchFeed(`${pathOf(link)}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});
