import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type {
  CalendarResponse,
  LoginResponse,
  NotificationsResponse,
  PropertiesResponse,
  ReservationsResponse,
  StatementsListResponse,
} from '@portal/contract';
import { schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createNotifiedCache } from '../src/http/notified-cache.ts';
import { PROPERTY_CHANNEL } from '../src/http/ownership.ts';
import type { App } from '../src/types.ts';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { heardBy, useSecondInstance } from './helpers/second-instance.ts';
import { driverFor, insertStay, NOW, propertyIdOf, useOwnerStaysApp } from './owner-stays-fixtures.ts';

/**
 * Decision 059 on both databases: calendar answers and the ownership checks of reads are reused from each process's
 * caches, and dropped the moment their property changes: by this process's own write at once, by any other writer
 * (another process, an import, a hand-run statement) through the database's notification. Clocks are frozen, so the
 * cache's own time to live never runs out here: only a write or a notification can drop an entry.
 */
const CACHE = { PROPERTY_CACHE_MS: '5000' };
const ctx = useOwnerStaysApp(CACHE);
const instance = useSecondInstance(ctx, CACHE, NOW);

let login: LoginResponse;
let villa: number;
beforeEach(async () => {
  login = await signIn(ctx.app, 'pordal@example.com');
  villa = await propertyIdOf(ctx, 'Jumeirah Villa 12');
});

const MARCH = 'from=2030-03-01&to=2030-03-31';

async function calendarOf(
  app: App,
  propertyId: number,
  headers: Record<string, string> = ownHeaders(login),
  extra = '',
) {
  return app.inject({ method: 'GET', url: `/api/calendar?listingId=${propertyId}&${MARCH}${extra}`, headers });
}

/** The days of March 2030 the owner has blocked, from a calendar answer. */
function ownerDays(body: string): string[] {
  return (JSON.parse(body) as CalendarResponse).days.filter((day) => day.blocks.o).map((day) => day.date);
}

/** Resolves when `app`'s property caches hear that `tag` changed; fails the test after a second. */
const heardByApp = (app: App, tag: string) => heardBy(app.calendarCache, tag);

/** Runs `write` with one of the notice triggers of migrations 0020–0021 switched off: only a cache can then miss it. */
async function withNoticeOff(table: string, trigger: string, write: () => PromiseLike<unknown>): Promise<void> {
  await ctx.database.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
  try {
    await write();
  } finally {
    await ctx.database.db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`));
  }
}

/** Gives the villa to another owner with a statement no server process makes, and waits for the notice. */
async function giveVillaTo(ownerId: number): Promise<void> {
  const moved = heardByApp(ctx.app, `property:${villa}`);
  await ctx.database.db.update(schema.properties).set({ ownerId }).where(eq(schema.properties.id, villa));
  await moved;
}

const stayBody = (propertyId: number) => ({
  propertyId,
  checkIn: '2030-03-12T15:00',
  checkOut: '2030-03-15T11:00',
  note: 'Family visit',
  accessAnswer: 'have_card_need_keys',
});

describe('the property caches (decision 059)', () => {
  it('answers a repeated request from the cache, the same bytes; forceUpdate reads the database', async () => {
    const first = await calendarOf(ctx.app, villa);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ctx.app.calendarCache.size()).toBe(1);

    // A stay written with the table's notification switched off: only the cache can still answer without it.
    await withNoticeOff('stays', 'stays_notify_insert', () =>
      insertStay(ctx, {
        propertyId: villa,
        kind: 'owner',
        checkIn: new Date('2030-03-20T11:00:00Z'),
        checkOut: new Date('2030-03-22T07:00:00Z'),
      }),
    );
    const cached = await calendarOf(ctx.app, villa);
    expect(cached.body).toBe(first.body);
    expect(ownerDays(cached.body)).toEqual([]);

    // A browser's request gets the same answer compressed (made once, then kept with the answer).
    for (let i = 0; i < 2; i++) {
      const compressed = await calendarOf(ctx.app, villa, { ...ownHeaders(login), 'accept-encoding': 'br, gzip' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(first.body);
    }
    const gzipped = await calendarOf(ctx.app, villa, { ...ownHeaders(login), 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(first.body);

    const forced = await calendarOf(ctx.app, villa, ownHeaders(login), '&forceUpdate=true');
    expect(forced.statusCode).toBe(200);
    expect(ownerDays(forced.body)).toEqual(['2030-03-20', '2030-03-21']);
    // forceUpdate stored the fresh answer: the next plain request has it too.
    expect(ownerDays((await calendarOf(ctx.app, villa)).body)).toEqual(['2030-03-20', '2030-03-21']);
  });

  it('shows a block written through this process on the very next request, without waiting for a notice', async () => {
    expect(ownerDays((await calendarOf(ctx.app, villa)).body)).toEqual([]);
    const created = await driverFor(ctx, 'pordal', login).create(stayBody(villa));
    expect(created.statusCode, created.body).toBe(201);
    expect(ownerDays((await calendarOf(ctx.app, villa)).body)).toEqual(['2030-03-12', '2030-03-13', '2030-03-14']);
  });

  it("drops a property's answer when another process blocks dates, through the database's notice", async () => {
    expect(ownerDays((await calendarOf(instance.app, villa)).body)).toEqual([]);
    expect(instance.app.calendarCache.size()).toBe(1);

    const heard = heardByApp(instance.app, `property:${villa}`);
    const created = await driverFor(ctx, 'pordal', login).create(stayBody(villa));
    expect(created.statusCode, created.body).toBe(201);
    await heard;

    expect(instance.app.calendarCache.size()).toBe(0);
    expect(ownerDays((await calendarOf(instance.app, villa)).body)).toEqual(['2030-03-12', '2030-03-13', '2030-03-14']);
  });

  it('drops it when a stay is cancelled by a statement no server process made (an import, a hand-run UPDATE)', async () => {
    const created = await driverFor(ctx, 'pordal', login).create(stayBody(villa));
    const { id } = created.json() as { id: number };
    expect(ownerDays((await calendarOf(ctx.app, villa)).body)).toHaveLength(3);

    const heard = heardByApp(ctx.app, `property:${villa}`);
    await ctx.database.db.update(schema.stays).set({ status: 'cancelled' }).where(eq(schema.stays.id, id));
    await heard;
    expect(ownerDays((await calendarOf(ctx.app, villa)).body)).toEqual([]);
  });

  it("never answers another owner from the cache, and drops a property's answer when it changes hands", async () => {
    expect((await calendarOf(ctx.app, villa)).statusCode).toBe(200);
    const other = await signIn(ctx.app, 'owner@example.com');
    const foreign = await calendarOf(ctx.app, villa, ownHeaders(other));
    expect(foreign.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    await giveVillaTo(other.user.userId);
    expect((await calendarOf(ctx.app, villa)).json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await calendarOf(ctx.app, villa, ownHeaders(other))).statusCode).toBe(200);
  });

  it("reuses a read's ownership check, and drops it when the property changes hands or is renamed", async () => {
    const headers = ownHeaders(login);
    const property = () => ctx.app.inject({ method: 'GET', url: `/api/property?id=${villa}`, headers });
    const statistics = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/statistics',
        headers,
        payload: { property_id: villa, year: 2030, month: 3 },
      });
    expect((await property()).json()).toMatchObject({ property: { id: villa, nickname: 'Jumeirah Villa 12' } });
    expect(ctx.app.ownedPropertyCache.size()).toBe(1);
    expect((await statistics()).statusCode).toBe(200);

    const renamed = heardByApp(ctx.app, `property:${villa}`);
    await ctx.database.db
      .update(schema.properties)
      .set({ nickname: 'Villa Twelve' })
      .where(eq(schema.properties.id, villa));
    await renamed;
    expect(ctx.app.ownedPropertyCache.size()).toBe(0);
    expect((await property()).json()).toMatchObject({ property: { nickname: 'Villa Twelve' } });

    const other = await signIn(ctx.app, 'owner@example.com');
    await giveVillaTo(other.user.userId);
    expect((await property()).json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await statistics()).json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('keeps what it holds under its byte bound, the oldest entries going first', async () => {
    const cache = createNotifiedCache<string>({
      database: ctx.database,
      channel: PROPERTY_CHANNEL,
      ttlMs: 5000,
      maxEntries: 10,
      maxBytes: 100,
      sizeOf: (text) => text.length,
      log: ctx.app.log,
    });
    await cache.start();
    try {
      const now = ctx.clock.now();
      for (const key of ['a', 'b', 'c']) cache.store(key, cache.begin(), key.repeat(40), [], now);
      expect(cache.get('a', now)).toBeUndefined();
      expect(cache.get('c', now)).toBe('c'.repeat(40));
      expect([cache.size(), cache.bytes()]).toEqual([2, 80]);
      cache.store('huge', cache.begin(), 'x'.repeat(101), [], now);
      expect(cache.get('huge', now)).toBeUndefined();
    } finally {
      await cache.close();
    }
  });

  it('refuses a signed-out owner before the cache is read', async () => {
    expect((await calendarOf(ctx.app, villa)).statusCode).toBe(200);
    const headers = ownHeaders(login);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers, payload: {} });
    expect(logout.statusCode).toBe(200);
    expect((await calendarOf(ctx.app, villa, headers)).json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  describe("one property's reservations, cached beside its calendar", () => {
    const MARCH_LIST = 'checkInDateLocalizedLte=2030-03-31&checkOutDateLocalizedGte=2030-03-01';
    const reservationsOf = (app: App, query: string, headers: Record<string, string> = ownHeaders(login)) =>
      app.inject({ method: 'GET', url: `/api/reservations?${query}`, headers });
    /** The check-in days of a reservations answer. */
    const checkIns = (body: string) =>
      (JSON.parse(body) as ReservationsResponse).results.map((reservation) => reservation.start.slice(0, 10));

    it('answers a repeated request from the cache, the same bytes; another filter, forceUpdate and a notice read the database', async () => {
      const query = `listingId=${villa}&${MARCH_LIST}`;
      const first = await reservationsOf(ctx.app, query);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(checkIns(first.body)).toEqual([]);
      expect(ctx.app.calendarCache.size()).toBe(1);

      // A stay written with the table's notice switched off: only the cache can still answer without it.
      await withNoticeOff('stays', 'stays_notify_insert', () =>
        insertStay(ctx, {
          propertyId: villa,
          kind: 'owner',
          checkIn: new Date('2030-03-20T11:00:00Z'),
          checkOut: new Date('2030-03-22T07:00:00Z'),
        }),
      );
      expect((await reservationsOf(ctx.app, query)).body).toBe(first.body);
      // Under a kilobyte: sent as it is to a browser that accepts brotli too.
      const browser = await reservationsOf(ctx.app, query, { ...ownHeaders(login), 'accept-encoding': 'br' });
      expect([browser.headers['content-encoding'], browser.body]).toEqual([undefined, first.body]);

      // Every parameter is part of the key: a list sorted the other way is read, and has the stay.
      expect(checkIns((await reservationsOf(ctx.app, `${query}&sort=-checkIn`)).body)).toEqual(['2030-03-20']);
      // Without listingId (all the owner's properties) nothing is cached: it is read every time.
      const all = await reservationsOf(ctx.app, MARCH_LIST);
      expect(checkIns(all.body)).toEqual(['2030-03-20']);
      expect(ctx.app.calendarCache.size()).toBe(2);

      expect(checkIns((await reservationsOf(ctx.app, `${query}&forceUpdate=1`)).body)).toEqual(['2030-03-20']);
      expect(checkIns((await reservationsOf(ctx.app, query)).body)).toEqual(['2030-03-20']);
    });

    it('drops the list when another process blocks dates, and never answers another owner from it', async () => {
      const query = `listingId=${villa}&${MARCH_LIST}`;
      expect(checkIns((await reservationsOf(instance.app, query)).body)).toEqual([]);
      expect(instance.app.calendarCache.size()).toBe(1);
      const other = await signIn(ctx.app, 'owner@example.com');
      const foreign = await reservationsOf(instance.app, query, ownHeaders(other));
      expect(foreign.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(instance.app.calendarCache.size()).toBe(1);

      const heard = heardByApp(instance.app, `property:${villa}`);
      const created = await driverFor(ctx, 'pordal', login).create(stayBody(villa));
      expect(created.statusCode, created.body).toBe(201);
      await heard;
      expect(instance.app.calendarCache.size()).toBe(0);
      expect(checkIns((await reservationsOf(instance.app, query)).body)).toEqual(['2030-03-12']);

      await giveVillaTo(other.user.userId);
      expect((await reservationsOf(ctx.app, query)).json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(checkIns((await reservationsOf(ctx.app, query, ownHeaders(other))).body)).toEqual(['2030-03-12']);
    });
  });

  it("answers a month's statistics from the cache until the property's notice, and refuses another owner", async () => {
    const statistics = (app: App, headers: Record<string, string> = ownHeaders(login)) =>
      app.inject({
        method: 'POST',
        url: '/api/statistics',
        headers,
        payload: { property_id: villa, year: 2030, month: 3 },
      });
    const staysOf = (body: string) => (JSON.parse(body) as { data: { stays: number } }).data.stays;
    const first = await statistics(instance.app);
    expect([first.statusCode, staysOf(first.body)]).toEqual([200, 0]);
    expect(instance.app.calendarCache.size()).toBe(1);
    const other = await signIn(ctx.app, 'owner@example.com');
    expect((await statistics(instance.app, ownHeaders(other))).json()).toMatchObject({ status: 404 });

    // A guest stay written with the notice off: the cached answer still counts none.
    await withNoticeOff('stays', 'stays_notify_insert', () =>
      insertStay(ctx, {
        propertyId: villa,
        checkIn: new Date('2030-03-05T11:00:00Z'),
        checkOut: new Date('2030-03-08T07:00:00Z'),
      }),
    );
    expect((await statistics(instance.app)).body).toBe(first.body);

    const heard = heardByApp(instance.app, `property:${villa}`);
    await ctx.database.db.update(schema.stays).set({ note: 'touched' }).where(eq(schema.stays.propertyId, villa));
    await heard;
    expect(staysOf((await statistics(instance.app)).body)).toBe(1);
  });

  it("keeps a property's statements list until a statement or a read mark changes, in this process or another", async () => {
    const owner = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    const marina = await propertyIdOf(ctx, 'Marina Gate 1204');
    const listOf = async (app: App, headers = owner) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/statements_list',
        headers,
        payload: { property_id: marina },
      });
      return {
        response,
        items: response.statusCode === 200 ? (response.json() as StatementsListResponse).data.data : [],
      };
    };
    const markRead = (app: App, id: number) =>
      app.inject({ method: 'POST', url: '/api/documents_read', headers: owner, payload: { kind: 'statement', id } });

    const held = instance.app.calendarCache.size();
    const first = await listOf(instance.app);
    expect(first.response.statusCode, first.response.body).toBe(200);
    const unread = first.items.filter((item) => item.is_read === '0');
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const [newest, older] = unread as [(typeof unread)[0], (typeof unread)[0]];
    expect(instance.app.calendarCache.size()).toBe(held + 1);
    expect((await listOf(instance.app, ownHeaders(login))).response.json()).toMatchObject({ status: 404 });
    expect((await listOf(instance.app)).response.body).toBe(first.response.body);

    // Read in the other process: the database's notice drops this one's list.
    const heard = heardByApp(instance.app, `property:${marina}`);
    expect((await markRead(ctx.app, newest.id)).statusCode).toBe(200);
    await heard;
    expect((await listOf(instance.app)).items.find((item) => item.id === newest.id)?.is_read).toBe('1');

    // Read in this process: shown on the very next request.
    expect((await markRead(instance.app, older.id)).statusCode).toBe(200);
    expect((await listOf(instance.app)).items.find((item) => item.id === older.id)?.is_read).toBe('1');

    // Unpublished by a statement no server process made.
    const withdrawn = heardByApp(instance.app, `property:${marina}`);
    await ctx.database.db
      .update(schema.statements)
      .set({ status: 'draft', publishedAt: null })
      .where(eq(schema.statements.id, newest.id));
    await withdrawn;
    expect((await listOf(instance.app)).items.map((item) => item.id)).not.toContain(newest.id);
  });

  it("keeps an owner's property list until a property of theirs changes, is added or moves, and still refuses another ownerId", async () => {
    const listOf = async (app: App, headers = ownHeaders(login), query = 'limit=12&page=1') => {
      const response = await app.inject({ method: 'GET', url: `/api/properties?${query}`, headers });
      return { response, nicknames: (response.json() as PropertiesResponse).properties?.map((p) => p.nickname) };
    };
    const held = instance.app.calendarCache.size();
    const first = await listOf(instance.app);
    expect(first.nicknames).toEqual(['Jumeirah Villa 12']);
    expect(instance.app.calendarCache.size()).toBe(held + 1);

    // Renamed with the owner's notice off: the cached list keeps the old name.
    await withNoticeOff('properties', 'properties_notify_owner_update', () =>
      ctx.database.db
        .update(schema.properties)
        .set({ nickname: 'Villa Twelve' })
        .where(eq(schema.properties.id, villa)),
    );
    expect((await listOf(instance.app)).response.body).toBe(first.response.body);
    const mismatch = await listOf(instance.app, ownHeaders(login), `limit=12&page=1&ownerId=${login.user.userId + 1}`);
    expect(mismatch.response.json()).toMatchObject({ code: 'OWNER_MISMATCH' });

    // Another owner's property moved to this one: both owners' lists are dropped by the notice.
    const other = await signIn(ctx.app, 'owner@example.com');
    expect((await listOf(instance.app, ownHeaders(other))).nicknames).toContain('Marina Gate 1204');
    const marina = await propertyIdOf(ctx, 'Marina Gate 1204');
    const heard = heardByApp(instance.app, `owner:${login.user.userId}`);
    await ctx.database.db
      .update(schema.properties)
      .set({ ownerId: login.user.userId })
      .where(eq(schema.properties.id, marina));
    await heard;
    expect((await listOf(instance.app)).nicknames).toEqual(['Marina Gate 1204', 'Villa Twelve']);
    expect((await listOf(instance.app, ownHeaders(other))).nicknames).not.toContain('Marina Gate 1204');
  });

  it("keeps an owner's notifications and unread count until one is added or read, in this process or another", async () => {
    const owner = await signIn(ctx.app, 'owner@example.com');
    const headers = ownHeaders(owner);
    const listOf = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/api/notifications', headers })).json() as NotificationsResponse;
    const unreadOf = async (app: App) =>
      (
        (await app.inject({ method: 'GET', url: '/api/notifications/unread_count', headers })).json() as {
          unread: number;
        }
      ).unread;
    const read = (app: App, id: number) =>
      app.inject({ method: 'GET', url: `/api/readnotification?id_notification=${id}`, headers });

    const held = instance.app.calendarCache.size();
    const unread = (await listOf(instance.app)).filter((item) => item.read_at === null);
    const count = await unreadOf(instance.app);
    expect(unread.length).toBeGreaterThanOrEqual(3);
    expect(instance.app.calendarCache.size()).toBe(held + 2);
    type Item = NotificationsResponse[number];
    const [first, second, third] = unread as [Item, Item, Item];

    // Read with the table's notice off: the cached list and count do not see it.
    await withNoticeOff('notifications', 'notifications_notify_update', () =>
      ctx.database.db.update(schema.notifications).set({ readAt: NOW }).where(eq(schema.notifications.id, first.id)),
    );
    expect(await unreadOf(instance.app)).toBe(count);

    // Read through the other process: its notice drops this one's entries.
    const heard = heardByApp(instance.app, `owner:${owner.user.userId}`);
    expect((await read(ctx.app, second.id)).statusCode).toBe(200);
    await heard;
    expect(await unreadOf(instance.app)).toBe(count - 2);
    expect((await listOf(instance.app)).find((item) => item.id === second.id)?.read_at).not.toBeNull();

    // Read through this process (a GET that writes): the very next request sees it.
    expect((await read(instance.app, third.id)).statusCode).toBe(200);
    expect(await unreadOf(instance.app)).toBe(count - 3);
  });
});
