import type {
  CalendarResponse,
  LoginResponse,
  NotificationsResponse,
  PropertiesResponse,
  ReservationsResponse,
  StatementsListResponse,
} from '@portal/contract';
import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { issueToken, SESSION_TTL_MS } from '../src/modules/auth/token-repo.ts';
import type { App } from '../src/types.ts';
import { bearer, DEMO_PASSWORD, ownHeaders, signIn } from './helpers/auth.ts';
import { useSecondInstance } from './helpers/second-instance.ts';
import { NOW, propertyIdOf, useOwnerStaysApp } from './owner-stays-fixtures.ts';

/**
 * Read-your-writes across processes: behind a load balancer without sticky sessions the request after a
 * write may reach another process, so a write acknowledged by one app instance must be seen by the very next read
 * through another instance on the same database: at once, not "once a notice arrives". Each case writes through one
 * instance (or as another writer would, straight into the database) and reads through the other immediately, many
 * times over; zero stale answers. The reading instance receives only reads, so nothing it does itself empties a cache.
 */
const ROUNDS = 100;
const ctx = useOwnerStaysApp();
const other = useSecondInstance(ctx, {}, NOW);

let login: LoginResponse;
let villa: number;
beforeEach(async () => {
  login = await signIn(ctx.app, 'pordal@example.com');
  villa = await propertyIdOf(ctx, 'Jumeirah Villa 12');
});

const MARCH = 'from=2030-03-01&to=2030-03-31';
const MARCH_LIST = 'checkInDateLocalizedLte=2030-03-31&checkOutDateLocalizedGte=2030-03-01';

/** The two instances in turn: round i writes through one and reads through the other. */
const pair = (round: number): [App, App] => (round % 2 === 0 ? [ctx.app, other.app] : [other.app, ctx.app]);

async function ownerDays(app: App, headers: Record<string, string>): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/calendar?listingId=${villa}&${MARCH}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CalendarResponse).days.filter((day) => day.blocks.o).map((day) => day.date);
}

async function reservationIds(app: App, headers: Record<string, string>): Promise<number[]> {
  const url = `/api/reservations?listingId=${villa}&${MARCH_LIST}`;
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ReservationsResponse).results.map((reservation) => reservation.id);
}

async function monthStays(app: App, headers: Record<string, string>): Promise<number> {
  const payload = { property_id: villa, year: 2030, month: 3 };
  const response = await app.inject({ method: 'POST', url: '/api/statistics', headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { stays: number } }).data.stays;
}

// Hundreds of requests a case: minutes on a loaded machine, where the default 30 s would cut a case off mid-loop.
describe('a write through one instance is read at once through another', { timeout: 240_000 }, () => {
  it('owner stays made and cancelled: calendar and reservations', async () => {
    const headers = ownHeaders(login);
    const base = '/api/pordal/owner-reservation';
    const pordal = bearer(login.access_token ?? '');
    const body = {
      propertyId: villa,
      checkIn: '2030-03-12T15:00',
      checkOut: '2030-03-15T11:00',
      note: 'Family visit',
      accessAnswer: 'have_card_need_keys',
    };
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [writer, reader] = pair(round);
      // Both instances have the property's answers before the write.
      expect(await ownerDays(reader, headers)).toEqual([]);
      expect(await reservationIds(reader, headers)).toEqual([]);
      const created = await writer.inject({ method: 'POST', url: base, headers: pordal, payload: body });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json() as { id: number };
      if ((await ownerDays(reader, headers)).length !== 3) stale.push(`calendar after create ${round}`);
      if (!(await reservationIds(reader, headers)).includes(id)) stale.push(`reservations after create ${round}`);

      const cancelled = await writer.inject({
        method: 'PUT',
        url: `${base}/${id}`,
        headers: pordal,
        payload: { status: 'cancelled', occupancy: 1 },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      if ((await ownerDays(reader, headers)).length !== 0) stale.push(`calendar after cancel ${round}`);
      if ((await reservationIds(reader, headers)).includes(id)) stale.push(`reservations after cancel ${round}`);
      if (stale.length > 0) break;
    }
    expect(stale).toEqual([]);
  });

  it('a guest stay written by another writer (an import): statistics and reservations of both instances', async () => {
    const headers = ownHeaders(login);
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = pair(round);
      expect(await monthStays(first, headers)).toBe(round);
      expect(await monthStays(second, headers)).toBe(round);
      // One-hour stays, four a day from 1 March on: none overlaps another, all inside March in Dubai.
      const checkIn = new Date(Date.UTC(2030, 2, 1 + (round % 28), 2 * Math.floor(round / 28)));
      const [row] = await ctx.database.db
        .insert(schema.stays)
        .values({
          propertyId: villa,
          kind: 'guest',
          confirmationCode: `RYW-${round}`,
          guestName: 'Test Guest',
          checkIn,
          checkOut: new Date(checkIn.getTime() + 3_600_000),
          nights: 1,
          status: 'confirmed',
        })
        .returning({ id: schema.stays.id });
      if ((await monthStays(second, headers)) !== round + 1) stale.push(`statistics ${round}`);
      if ((await monthStays(first, headers)) !== round + 1) stale.push(`statistics (first) ${round}`);
      if (!(await reservationIds(second, headers)).includes(row?.id ?? 0)) stale.push(`reservations ${round}`);
      if (stale.length > 0) break;
    }
    expect(stale).toEqual([]);
  });

  it('a commission change in config_values shows in the reservations at once, with the fee it sets', async () => {
    const headers = ownHeaders(login);
    const [stay] = await ctx.database.db
      .insert(schema.stays)
      .values({
        propertyId: villa,
        kind: 'guest',
        confirmationCode: 'RYW-FEE',
        guestName: 'Test Guest',
        checkIn: new Date('2030-03-05T11:00:00Z'),
        checkOut: new Date('2030-03-08T07:00:00Z'),
        nights: 3,
        status: 'confirmed',
        opDiscountedFare: '1000.00',
        opHostServiceFee: '0.00',
        opGrossRevenue: '1000.00',
      })
      .returning({ id: schema.stays.id });
    const [setting] = await ctx.database.db
      .insert(schema.configValues)
      .values({ propertyId: villa, name: 'config_commission_fee', year: null, month: null, value: '0.1000' })
      .returning({ id: schema.configValues.id });
    const feeOf = async (app: App) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/reservations?listingId=${villa}&${MARCH_LIST}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as ReservationsResponse).results.find((r) => r.id === stay?.id)?.managementFee;
    };
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS / 4; round++) {
      const rate = round % 2 === 0 ? 0.3 : 0.1;
      const [first, second] = pair(round);
      await feeOf(first);
      await feeOf(second);
      await ctx.database.db
        .update(schema.configValues)
        .set({ value: rate.toFixed(4) })
        .where(eq(schema.configValues.id, setting?.id ?? 0));
      const expected = await feeOf(first);
      if (Math.abs((expected ?? 0) - 1000 * rate) > 0.01) stale.push(`fee ${expected} at rate ${rate}, round ${round}`);
      if ((await feeOf(second)) !== expected) stale.push(`second instance, round ${round}`);
      if (stale.length > 0) break;
    }
    expect(stale).toEqual([]);
  });

  it("a statement read through one instance is read in the other's statements list", async () => {
    const owner = await signIn(ctx.app, 'owner@example.com');
    const headers = ownHeaders(owner);
    const marina = await propertyIdOf(ctx, 'Marina Gate 1204');
    const readOf = async (app: App, id: number) => {
      const payload = { property_id: marina };
      const response = await app.inject({ method: 'POST', url: '/api/statements_list', headers, payload });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as StatementsListResponse).data.data.find((item) => item.id === id)?.is_read;
    };
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/statements_list',
      headers,
      payload: { property_id: marina },
    });
    const [statement] = (first.json() as StatementsListResponse).data.data;
    const id = statement?.id ?? 0;
    const unread = () =>
      ctx.database.db
        .delete(schema.documentReads)
        .where(
          and(
            eq(schema.documentReads.ownerId, owner.user.userId),
            eq(schema.documentReads.kind, 'statement'),
            eq(schema.documentReads.documentId, id),
          ),
        );
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [writer, reader] = pair(round);
      await unread();
      if ((await readOf(reader, id)) !== '0') stale.push(`unread mark removed by another writer, round ${round}`);
      if ((await readOf(writer, id)) !== '0') stale.push(`unread (writer), round ${round}`);
      const marked = await writer.inject({
        method: 'POST',
        url: '/api/documents_read',
        headers,
        payload: { kind: 'statement', id },
      });
      expect(marked.statusCode, marked.body).toBe(200);
      if ((await readOf(reader, id)) !== '1') stale.push(`read mark, round ${round}`);
      if (stale.length > 0) break;
    }
    expect(stale).toEqual([]);
  });

  it('a property renamed by another writer shows in the property list of both instances', async () => {
    const headers = ownHeaders(login);
    const names = async (app: App) => {
      const response = await app.inject({ method: 'GET', url: '/api/properties?limit=12&page=1', headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as PropertiesResponse).properties.map((property) => property.nickname);
    };
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = pair(round);
      await names(first);
      await names(second);
      const nickname = `Villa ${round}`;
      await ctx.database.db.update(schema.properties).set({ nickname }).where(eq(schema.properties.id, villa));
      if (!(await names(second)).includes(nickname)) stale.push(`property list, round ${round}`);
      if (!(await names(first)).includes(nickname)) stale.push(`property list (first), round ${round}`);
      if (stale.length > 0) break;
    }
    expect(stale).toEqual([]);
  });

  it("a notification read through one instance is read in the other's list and count", async () => {
    const owner = await signIn(ctx.app, 'owner@example.com');
    const headers = ownHeaders(owner);
    const unreadCount = async (app: App) => {
      const response = await app.inject({ method: 'GET', url: '/api/notifications/unread_count', headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { unread: number }).unread;
    };
    const readAt = async (app: App, id: number) => {
      const response = await app.inject({ method: 'GET', url: '/api/notifications', headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as NotificationsResponse).find((item) => item.id === id)?.read_at;
    };
    const [target] = await ctx.database.db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(eq(schema.notifications.ownerId, owner.user.userId))
      .limit(1);
    const id = target?.id ?? 0;
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [writer, reader] = pair(round);
      await ctx.database.db.update(schema.notifications).set({ readAt: null }).where(eq(schema.notifications.id, id));
      const before = await unreadCount(reader);
      if ((await readAt(reader, id)) !== null) stale.push(`unread by another writer, round ${round}`);
      const read = await writer.inject({ method: 'GET', url: `/api/readnotification?id_notification=${id}`, headers });
      expect(read.statusCode, read.body).toBe(200);
      if ((await unreadCount(reader)) !== before - 1) stale.push(`unread count, round ${round}`);
      if ((await readAt(reader, id)) === null) stale.push(`list, round ${round}`);
      if (stale.length > 0) break;
    }
    expect(stale).toEqual([]);
  });

  it('a session signed out through one instance is refused by the other at once', async () => {
    const ownerId = login.user.userId;
    const properties = (app: App, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/properties', headers });
    const stale: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [writer, reader] = pair(round);
      const { token } = await issueToken(ctx.database.db, {
        ownerId,
        kind: 'session',
        ttlMs: SESSION_TTL_MS,
        now: NOW,
      });
      const headers = ownHeaders({ token, user: login.user });
      expect((await properties(reader, headers)).statusCode).toBe(200);
      const logout = await writer.inject({ method: 'POST', url: '/api/logout', headers, payload: {} });
      expect(logout.statusCode, logout.body).toBe(200);
      if ((await properties(reader, headers)).statusCode !== 401) stale.push(`sign-out, round ${round}`);
      if (stale.length > 0) break;
    }
    expect(stale).toEqual([]);
  });

  it('every session of an owner is refused by the other instance at once after a password change', async () => {
    const ownerId = login.user.userId;
    const properties = (app: App, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/properties', headers });
    const passwords = [DEMO_PASSWORD, 'Another#2030-pass'];
    const stale: string[] = [];
    // A password change hashes twice: fewer rounds, the same question.
    for (let round = 0; round < 10; round++) {
      const [writer, reader] = pair(round);
      const issue = () => issueToken(ctx.database.db, { ownerId, kind: 'session', ttlMs: SESSION_TTL_MS, now: NOW });
      const mine = ownHeaders({ token: (await issue()).token, user: login.user });
      const elsewhere = ownHeaders({ token: (await issue()).token, user: login.user });
      expect((await properties(reader, elsewhere)).statusCode).toBe(200);
      const changed = await writer.inject({
        method: 'POST',
        url: '/api/change_password',
        headers: mine,
        payload: { old: passwords[round % 2], new: passwords[(round + 1) % 2] },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      if ((await properties(reader, elsewhere)).statusCode !== 401) stale.push(`password change, round ${round}`);
      if (stale.length > 0) break;
    }
    expect(stale).toEqual([]);
  });
});
