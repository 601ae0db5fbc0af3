import type { CalendarResponse } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  createOwner,
  createProperty,
  createStay,
  createTask,
  type FixtureOwner,
} from './helpers/calendar-fixtures.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let ctx: TestContext;
let alice: FixtureOwner;
let bob: FixtureOwner;
let dubai: number;
let berlin: number;
let bobProperty: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await createOwner(db, 'alice@example.test');
  bob = await createOwner(db, 'bob@example.test');
  dubai = await createProperty(db, alice.id, { nickname: 'Dubai flat' });
  berlin = await createProperty(db, alice.id, { nickname: 'Berlin flat', timeZone: 'Europe/Berlin' });
  bobProperty = await createProperty(db, bob.id, { nickname: 'Bob Villa' });
  //  June 2026, Dubai (UTC+4)
  //  1  2  3  4  5  6  7  8  9  10
  //  .  G  G  G  O  O  M  .  .  .      G guest 2nd-5th, O owner 5th-7th, M manual 7th (import note)
  //        t                    t      t tasks: one inside the guest stay, one on the 10th
  ids.guest = (
    await createStay(db, dubai, {
      checkIn: at('2026-06-02T11:00:00Z'),
      checkOut: at('2026-06-05T07:00:00Z'),
      nights: 3,
    })
  ).id;
  ids.owner = (
    await createStay(db, dubai, {
      kind: 'owner',
      note: 'family',
      checkIn: at('2026-06-05T11:00:00Z'),
      checkOut: at('2026-06-06T20:00:00Z'),
      nights: 2,
    })
  ).id;
  ids.manual = (
    await createStay(db, dubai, {
      kind: 'manual',
      note: 'Import: Airbnb iCal',
      checkIn: at('2026-06-06T20:00:00Z'),
      checkOut: at('2026-06-07T20:00:00Z'),
    })
  ).id;
  await createStay(db, dubai, {
    status: 'cancelled',
    checkIn: at('2026-06-08T11:00:00Z'),
    checkOut: at('2026-06-09T07:00:00Z'),
  });
  ids.inside = await createTask(db, dubai, {
    title: 'Plumbing',
    checkIn: at('2026-06-03T06:00:00Z'),
    checkOut: at('2026-06-03T08:00:00Z'),
  });
  ids.free = await createTask(db, dubai, {
    title: 'AC service',
    checkIn: at('2026-06-10T05:00:00Z'),
    checkOut: at('2026-06-10T09:00:00Z'),
  });
  // Berlin: 27 March 2026 15:00 to 1 April 11:00, across the spring-forward night of the 29th.
  await createStay(db, berlin, {
    checkIn: at('2026-03-27T14:00:00Z'),
    checkOut: at('2026-04-01T09:00:00Z'),
    nights: 5,
  });
  // Dubai, across the new year.
  await createStay(db, dubai, {
    status: 'checked_in',
    checkIn: at('2026-12-30T11:00:00Z'),
    checkOut: at('2027-01-02T07:00:00Z'),
    nights: 3,
  });
  await createStay(db, bobProperty, { checkIn: at('2026-06-01T11:00:00Z'), checkOut: at('2026-06-20T07:00:00Z') });
});

afterAll(async () => ctx.close());

async function calendar(owner: FixtureOwner, query: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/calendar?${query}`, headers: owner.headers });
}

describe('GET /api/calendar', () => {
  it('gives every day with status, blocks, owner stay, task and reservation in the property zone', async () => {
    const response = await calendar(alice, `listingId=${dubai}&from=2026-06-01&to=2026-06-10`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CalendarResponse;
    expect(body.timeZone).toBe('Asia/Dubai');
    expect(body.days.map((d) => d.status)).toEqual([
      'available',
      'booked',
      'booked',
      'booked',
      'unavailable',
      'unavailable',
      'unavailable',
      'available',
      'available',
      'available',
    ]);
    const [, june2, june3, , june5, , june7, , , june10] = body.days;
    expect(june2?.reservation).toEqual({ id: ids.guest, status: 'confirmed', isParked: false });
    expect(june3).toMatchObject({
      blocks: { o: false, t: true, m: false },
      task: { id: ids.inside, title: 'Plumbing' },
    });
    expect(june5).toMatchObject({
      blocks: { o: true, t: false, m: false },
      blockType: 'o',
      ownerReservationId: ids.owner,
      ownersReservation: { checkIn: '2026-06-05T11:00:00.000Z', checkOut: '2026-06-06T20:00:00.000Z', note: 'family' },
    });
    expect(june7).toMatchObject({
      note: 'Import: Airbnb iCal',
      blocks: { m: true },
      blockType: 'm',
      manualBlock: { id: ids.manual },
    });
    expect(june10).toMatchObject({ status: 'available', blockType: 't', task: { id: ids.free } });
  });

  it('counts days by local date across a daylight-saving change', async () => {
    const body = (
      await calendar(alice, `listingId=${berlin}&from=2026-03-26&to=2026-04-01`)
    ).json() as CalendarResponse;
    expect(body.days.map((d) => `${d.date.slice(8)}:${d.status}`)).toEqual([
      '26:available',
      '27:booked',
      '28:booked',
      '29:booked',
      '30:booked',
      '31:booked',
      '01:available',
    ]);
  });

  it('crosses a year boundary', async () => {
    const body = (await calendar(alice, `listingId=${dubai}&from=2026-12-30&to=2027-01-02`)).json() as CalendarResponse;
    expect(body.days.map((d) => d.reservation?.status ?? d.status)).toEqual([
      'checked_in',
      'checked_in',
      'checked_in',
      'available',
    ]);
  });

  it("answers another owner's calendar exactly like an unknown property, with no data", async () => {
    const foreign = await calendar(alice, `listingId=${bobProperty}&from=2026-06-01&to=2026-06-30`);
    const unknown = await calendar(alice, 'listingId=999999&from=2026-06-01&to=2026-06-30');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().detail).toBe('Property not found');
    expect(foreign.body).not.toContain('2026-06');
  });

  it('refuses malformed or too wide ranges', async () => {
    for (const query of [
      `listingId=${dubai}&from=2026-06-10&to=2026-06-01`,
      `listingId=${dubai}&from=2026-02-30&to=2026-03-01`,
      `listingId=${dubai}&from=2026-01-01&to=2027-03-01`,
      `listingId=${dubai}&from=20260601&to=2026-06-30`,
      'from=2026-06-01&to=2026-06-30',
      `listingId=abc&from=2026-06-01&to=2026-06-30`,
      `listingId=${dubai}&from=2026-06-01&to=2026-06-30&forceUpdate=maybe`,
    ]) {
      const response = await calendar(alice, query);
      expect(response.statusCode, query).toBe(400);
    }
    expect(
      (await calendar(alice, `listingId=${dubai}&from=2026-06-01&to=2026-06-30&forceUpdate=true`)).statusCode,
    ).toBe(200);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/calendar?listingId=${dubai}&from=2026-06-01&to=2026-06-02`,
    });
    expect(response.statusCode).toBe(401);
  });
});
