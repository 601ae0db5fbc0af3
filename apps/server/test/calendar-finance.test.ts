import type { Reservation } from '@portal/contract';
import { schema } from '@portal/db';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, createOwner, createProperty, createStay, type FixtureOwner } from './helpers/calendar-fixtures.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let ctx: TestContext;
let alice: FixtureOwner;
let bob: FixtureOwner;
let flat: number;
let villa: number;
let bobProperty: number;
const codes: Record<string, string> = {};

const finance = (gross: string) => ({
  gpDiscountedFare: '900.00',
  gpCleaningFee: '150.00',
  gpTaxes: '90.00',
  gpTotal: '1140.00',
  opDiscountedFare: '900.00',
  opHostServiceFee: '27.00',
  opGrossRevenue: gross,
});

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await createOwner(db, 'alice@example.test');
  bob = await createOwner(db, 'bob@example.test');
  flat = await createProperty(db, alice.id, { nickname: 'Flat', currency: 'AED' });
  villa = await createProperty(db, alice.id, { nickname: 'Villa', currency: 'EUR', ownerBlockLabel: 'Owner stay' });
  bobProperty = await createProperty(db, bob.id, { nickname: 'Bob Villa' });
  //  May 30 ... June 3 (4 nights, 2 in June) | June 10-12 (2 nights) | June 29 - July 2 (3 nights, 2 in June)
  codes.may = (
    await createStay(db, flat, {
      source: 'Airbnb',
      guestName: 'Emma Schmidt',
      checkIn: at('2026-05-30T11:00:00Z'),
      checkOut: at('2026-06-03T07:00:00Z'),
      nights: 4,
      ...finance('1000.00'),
    })
  ).confirmationCode;
  codes.mid = (
    await createStay(db, flat, {
      source: 'Booking.com',
      guestName: 'Omar Haddad',
      status: 'checked_in',
      checkIn: at('2026-06-10T11:00:00Z'),
      checkOut: at('2026-06-12T07:00:00Z'),
      nights: 2,
      ...finance('500.00'),
    })
  ).confirmationCode;
  codes.end = (
    await createStay(db, flat, {
      source: 'Vrbo',
      guestName: 'Olga Smirnova',
      checkIn: at('2026-06-29T11:00:00Z'),
      checkOut: at('2026-07-02T07:00:00Z'),
      nights: 3,
      ...finance('300.00'),
    })
  ).confirmationCode;
  codes.parked = (
    await createStay(db, flat, {
      isParked: true,
      checkIn: at('2026-06-20T11:00:00Z'),
      checkOut: at('2026-06-22T07:00:00Z'),
      nights: 2,
      ...finance('999.00'),
    })
  ).confirmationCode;
  codes.cancelled = (
    await createStay(db, flat, {
      status: 'cancelled',
      checkIn: at('2026-06-10T11:00:00Z'),
      checkOut: at('2026-06-11T07:00:00Z'),
      ...finance('777.00'),
    })
  ).confirmationCode;
  codes.owner = (
    await createStay(db, flat, {
      kind: 'owner',
      note: 'us',
      checkIn: at('2026-06-15T11:00:00Z'),
      checkOut: at('2026-06-17T07:00:00Z'),
      nights: 2,
    })
  ).confirmationCode;
  await createStay(db, flat, {
    kind: 'manual',
    note: 'paint',
    checkIn: at('2026-06-24T20:00:00Z'),
    checkOut: at('2026-06-25T20:00:00Z'),
  });
  codes.villa = (
    await createStay(db, villa, {
      source: 'Direct',
      guestName: 'Noah Brown',
      checkIn: at('2026-06-05T11:00:00Z'),
      checkOut: at('2026-06-06T07:00:00Z'),
      ...finance('200.00'),
    })
  ).confirmationCode;
  codes.bob = (
    await createStay(db, bobProperty, {
      guestName: 'Secret Guest',
      checkIn: at('2026-06-05T11:00:00Z'),
      checkOut: at('2026-06-06T07:00:00Z'),
      ...finance('100.00'),
    })
  ).confirmationCode;
  await db.insert(schema.configValues).values([
    { propertyId: flat, name: 'config_commission_fee', value: '0.2' },
    { propertyId: flat, name: 'config_commission_fee', year: 2026, month: 7, value: '0.25' },
  ]);
});

afterAll(async () => ctx.close());

const get = (owner: FixtureOwner, url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.headers });

describe('GET /api/reservations', () => {
  it('lists confirmed and checked-in guest and owner stays of one property by check-in, with finances', async () => {
    const response = await get(alice, `/api/reservations?listingId=${flat}&sort=checkIn`);
    expect(response.statusCode).toBe(200);
    const { results, count } = response.json() as { results: Reservation[]; count: number };
    expect(results.map((r) => r.confirmationCode)).toEqual([
      codes.may,
      codes.mid,
      codes.owner,
      codes.parked,
      codes.end,
    ]);
    expect(count).toBe(5);
    expect(results[0]).toMatchObject({
      title: 'Airbnb | Emma Schmidt',
      source: 'Airbnb',
      nights: 4,
      start: '2026-05-30T11:00:00.000Z',
      currency: 'AED',
      grossRevenue: 1000,
      managementFee: 200,
      netRevenue: 800,
      guestPayment: 1140,
      ownerPayout: 800,
      ownerReservation: false,
    });
    expect(results[1]?.status).toBe('checked_in');
    expect(results[2]).toMatchObject({
      ownerReservation: true,
      title: 'Owner blocked',
      guestName: 'Owner blocked',
      grossRevenue: null,
    });
    expect(results[3]?.isParked).toBe(true);
    // The commission is the one of the check-in month (June 0.2), not July's 0.25 where the stay ends.
    expect(results[4]).toMatchObject({ grossRevenue: 300, managementFee: 60, netRevenue: 240 });
  });

  it('filters by local dates: check-in on or before, check-out on or after', async () => {
    const url = `/api/reservations?listingId=${flat}&checkInDateLocalizedLte=2026-06-10&checkOutDateLocalizedGte=2026-06-03`;
    const { results } = (await get(alice, url)).json() as { results: Reservation[] };
    // The May stay checks out on 3 June local time, so it still counts; the 29 June stay starts too late.
    expect(results.map((r) => r.confirmationCode)).toEqual([codes.may, codes.mid]);
  });

  it('filters by status, sorts descending and pages', async () => {
    const checkedIn = (await get(alice, `/api/reservations?listingId=${flat}&status=checked_in`)).json();
    expect(checkedIn.results.map((r: Reservation) => r.confirmationCode)).toEqual([codes.mid]);
    const page = (await get(alice, `/api/reservations?listingId=${flat}&sort=-checkIn&limit=2&skip=1`)).json();
    expect(page.results.map((r: Reservation) => r.confirmationCode)).toEqual([codes.parked, codes.owner]);
    expect(page.count).toBe(5);
  });

  it("without listingId lists every property of the owner and never another owner's", async () => {
    const { results } = (await get(alice, '/api/reservations?limit=500')).json() as { results: Reservation[] };
    expect(results.map((r) => r.confirmationCode)).toContain(codes.villa);
    expect(results.find((r) => r.confirmationCode === codes.villa)).toMatchObject({
      currency: 'EUR',
      managementFee: 200,
      netRevenue: 0,
    });
    expect(JSON.stringify(results)).not.toContain('Secret Guest');
  });

  it("answers another owner's listing like an unknown one", async () => {
    const foreign = await get(alice, `/api/reservations?listingId=${bobProperty}`);
    const unknown = await get(alice, '/api/reservations?listingId=999999');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.body).not.toContain('Secret Guest');
  });

  it('refuses bad filters', async () => {
    for (const query of [
      'status=cancelled',
      'status=',
      'sort=guest',
      'limit=501',
      'skip=-1',
      'checkInDateLocalizedLte=2026-13-01',
    ]) {
      expect((await get(alice, `/api/reservations?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/statistics', () => {
  const post = (owner: FixtureOwner, payload: Record<string, unknown>, form = false) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/statistics',
      headers: form ? { ...owner.headers, 'content-type': 'application/x-www-form-urlencoded' } : owner.headers,
      payload: form ? new URLSearchParams(payload as Record<string, string>).toString() : payload,
    });

  it('counts nights inside the month only, for stays crossing its start and its end (form body)', async () => {
    const response = await post(alice, { property_id: String(flat), month: '6', year: '2026' }, true);
    expect(response.statusCode).toBe(200);
    // May stay: 2 of 4 nights (500.00); mid: 2 nights (500.00); end: 2 of 3 nights (200.00); parked, cancelled,
    // owner stays and manual blocks do not count.
    expect(response.json()).toEqual({
      data: { earning: 1200, stays: 3, nights: 6, occupancy_rate: 20, currency: 'AED' },
    });
  });

  it('gives the rest of a crossing stay to the next month (JSON body)', async () => {
    const july = (await post(alice, { property_id: flat, month: 7, year: 2026 })).json();
    expect(july.data).toEqual({ earning: 100, stays: 1, nights: 1, occupancy_rate: 3.23, currency: 'AED' });
    const may = (await post(alice, { property_id: flat, month: 5, year: 2026 })).json();
    expect(may.data).toMatchObject({ earning: 500, stays: 1, nights: 2 });
  });

  it("answers another owner's property with 404 and no figures", async () => {
    const response = await post(alice, { property_id: bobProperty, month: 6, year: 2026 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Property not found' });
    expect(response.body).not.toContain('earning');
  });

  it('refuses a bad month or year', async () => {
    for (const payload of [
      { property_id: flat, month: 13, year: 2026 },
      { property_id: flat, month: 0, year: 2026 },
      { property_id: flat, month: 6, year: 'soon' },
      { property_id: flat, month: 6 },
    ]) {
      expect((await post(alice, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('GET /api/commission', () => {
  it('uses the month row, else the property row, else a global row, else 1', async () => {
    const value = async (property: number, month: number) =>
      (await get(alice, `/api/commission?property_id=${property}&month=${month}&year=2026`)).json()
        .config_commission_fee.value;
    expect(await value(flat, 7)).toBe(0.25);
    expect(await value(flat, 6)).toBe(0.2);
    expect(await value(villa, 6)).toBe(1);
    await ctx.database.db.insert(schema.configValues).values({ name: 'config_commission_fee', value: '0.3' });
    expect(await value(villa, 6)).toBe(0.3);
    expect(await value(flat, 6)).toBe(0.2);
    await ctx.database.db.delete(schema.configValues).where(isNull(schema.configValues.propertyId));
  });

  it("answers another owner's property with 404", async () => {
    expect((await get(alice, `/api/commission?property_id=${bobProperty}&month=6&year=2026`)).statusCode).toBe(404);
    expect((await get(alice, `/api/commission?property_id=${flat}&month=6`)).statusCode).toBe(400);
  });
});

describe('GET /api/reservation-payouts', () => {
  it('gives guest payment and owner payout breakdowns for the owner’s codes only', async () => {
    const response = await get(alice, `/api/reservation-payouts?confirmation_codes=${codes.may},${codes.bob},NOPE-1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          confirmation_code: codes.may,
          currency: 'AED',
          guest_payment: { discounted_fare: 900, cleaning_fee: 150, property_use_taxes: 90, total_guest_payment: 1140 },
          owner_payout: {
            discounted_fare: 900,
            host_service_fee: 27,
            gross_revenue: 1000,
            management_fee: 200,
            net_payout: 800,
          },
        },
      ],
    });
  });

  //  31 July 21:00 UTC = 1 August 01:00 in Dubai: the stay belongs to August (property row 0.2), not July (0.25).
  it("charges the commission of the check-in month in the property's zone", async () => {
    const db = ctx.database.db;
    const late = await createStay(db, flat, {
      checkIn: at('2026-07-31T21:00:00Z'),
      checkOut: at('2026-08-01T07:00:00Z'),
      ...finance('400.00'),
    });
    try {
      const response = await get(alice, `/api/reservation-payouts?confirmation_codes=${late.confirmationCode}`);
      expect(response.json().data[0].owner_payout).toMatchObject({ management_fee: 80, net_payout: 320 });
    } finally {
      await db.delete(schema.stays).where(eq(schema.stays.id, late.id));
    }
  });

  it('refuses empty, malformed or too many codes', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `C${i}`).join(',');
    for (const query of [
      'confirmation_codes=',
      'confirmation_codes=a,,b',
      'confirmation_codes=%3Cscript%3E',
      `confirmation_codes=${many}`,
      '',
    ]) {
      expect((await get(alice, `/api/reservation-payouts?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('a check-out at exactly midnight (docs/product/calendar.md#reservation-list)', () => {
  it('is shown one second after midnight in the reservations list, as the owner-stay calls show it', async () => {
    const db = ctx.database.db;
    // Flat is in Dubai (UTC+4): 20:00Z is midnight there. One guest stay and one owner stay end at midnight, one
    // guest stay a second later.
    const midnightGuest = await createStay(db, flat, {
      guestName: 'Late Owl',
      checkIn: at('2027-02-10T11:00:00Z'),
      checkOut: at('2027-02-12T20:00:00Z'),
      ...finance('100.00'),
    });
    const midnightOwner = await createStay(db, flat, {
      kind: 'owner',
      checkIn: at('2027-02-14T11:00:00Z'),
      checkOut: at('2027-02-16T20:00:00Z'),
      nights: 3,
    });
    const afterMidnight = await createStay(db, flat, {
      guestName: 'Early Bird',
      checkIn: at('2027-02-20T11:00:00Z'),
      checkOut: at('2027-02-22T20:00:01Z'),
      ...finance('100.00'),
    });
    const url = `/api/reservations?listingId=${flat}&checkOutDateLocalizedGte=2027-02-01&checkInDateLocalizedLte=2027-02-28`;
    const { results } = (await get(alice, url)).json() as { results: Reservation[] };
    const endOf = (code: string) => results.find((r) => r.confirmationCode === code)?.end;
    expect(endOf(midnightGuest.confirmationCode)).toBe('2027-02-12T20:00:01.000Z');
    expect(endOf(midnightOwner.confirmationCode)).toBe('2027-02-16T20:00:01.000Z');
    expect(endOf(afterMidnight.confirmationCode)).toBe('2027-02-22T20:00:01.000Z');
    // The check-in is never moved, and a stay's nights stay as stored.
    expect(results.find((r) => r.confirmationCode === midnightOwner.confirmationCode)).toMatchObject({
      start: '2027-02-14T11:00:00.000Z',
      nights: 3,
    });
  });
});
