import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './helpers/auth.ts';
import {
  driverFor,
  dubai,
  insertStay,
  propertyIdOf,
  type SurfaceDriver,
  signedInDriver,
  staffMails,
  stayAudit,
  useOwnerStaysApp,
} from './owner-stays-fixtures.ts';

//        March 2030                 now: Sun 10 March 10:00 Dubai (frozen)
//  Mo Tu We Th Fr Sa Su
//               1  2  3
//   4  5  6  7  8  9[10]
//  11 12 13 14 15 16 17
//  18 19 20 21 22 23 24
const CASES = [
  { system: 'pordal', owner: 'pordal@example.com', mine: 'Jumeirah Villa 12', foreign: 'Palm Villa 7' },
  { system: 'legacy', owner: 'legacy@example.com', mine: 'Business Bay 2201', foreign: 'Marina Gate 1204' },
] as const;

const ctx = useOwnerStaysApp();

describe.each(CASES)('owner-stay refusals on the $system surface', ({ system, owner, mine, foreign }) => {
  let api: SurfaceDriver;
  let propertyId: number;
  const stay = (over: Record<string, unknown> = {}) => ({
    propertyId,
    checkIn: '2030-03-12T15:00',
    checkOut: '2030-03-19T11:00',
    note: 'Family visit',
    accessAnswer: 'have_card_need_keys',
    ...over,
  });
  const refusal = (status: number, code: string, detail: string) => ({ status, code, title: code, detail });

  beforeEach(async () => {
    api = await signedInDriver(ctx, system, owner);
    propertyId = await propertyIdOf(ctx, mine);
  });

  it('refuses an overlap with a guest reservation (409) and changes nothing', async () => {
    //  guest 18th 15:00 == 21st 11:00 overlaps owner 12th -> 19th
    await insertStay(ctx, {
      propertyId,
      checkIn: dubai('2030-03-18', '15:00'),
      checkOut: dubai('2030-03-21', '11:00'),
    });
    const response = await api.create(stay());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      refusal(409, 'PROPERTY_ALREADY_RESERVED', 'The property is already reserved for your selected dates'),
    );
    expect(await staffMails(ctx)).toEqual([]);
    expect(await stayAudit(ctx)).toEqual([]);
    // Ending exactly when the guest arrives is fine.
    expect((await api.create(stay({ checkOut: '2030-03-18T11:00' }))).statusCode).toBe(201);
  });

  it('refuses an edit that would overlap another stay', async () => {
    const created = (await api.create(stay())).json();
    await insertStay(ctx, {
      propertyId,
      checkIn: dubai('2030-03-20', '15:00'),
      checkOut: dubai('2030-03-22', '11:00'),
      kind: 'manual',
    });
    const response = await api.update(created.id, { checkOut: '2030-03-21T11:00' });
    expect(response.json()).toMatchObject({ status: 409, code: 'PROPERTY_ALREADY_RESERVED' });
    // Moving within its own dates does not collide with itself.
    expect((await api.update(created.id, { checkOut: '2030-03-20T11:00' })).statusCode).toBe(200);
  });

  it('refuses the contract termination period with the spec text', async () => {
    const { db } = ctx.database;
    await db
      .update(schema.properties)
      .set({ npStartDate: '2030-03-15', npEndDate: '2030-04-15' })
      .where(eq(schema.properties.id, propertyId));
    const response = await api.create(stay());
    expect(response.json()).toEqual(
      refusal(
        422,
        'TERMINATION_PERIOD',
        'Owner Stays cannot be accommodated during the Contract Termination period. Please contact Support for more details.',
      ),
    );
    // Leaving at midnight before the first day of the period is allowed.
    expect((await api.create(stay({ checkOut: '2030-03-15T00:00' }))).statusCode).toBe(201);
  });

  it('refuses a check-out not after the check-in, on the checkOut field', async () => {
    const response = await api.create(stay({ checkOut: '2030-03-12T15:00' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'CHECKOUT_BEFORE_CHECKIN',
      detail: 'Check-out must be after check-in',
      validation: [{ path: 'checkOut', code: 'CHECKOUT_BEFORE_CHECKIN', message: 'Check-out must be after check-in' }],
    });
  });

  it('refuses a malformed time as an invalid time format', async () => {
    const response = await api.create(stay({ checkIn: '2030-03-12T25:00' }));
    expect(response.json()).toMatchObject({
      status: 422,
      code: 'INVALID_TIME',
      detail: 'Invalid time format',
      validation: [{ path: 'checkIn', code: 'INVALID_TIME' }],
    });
  });

  it('requires the dates and, on create, the access card answer', async () => {
    const missing = await api.create({ propertyId, checkOut: '2030-03-19T11:00', accessAnswer: 'need_both' });
    expect(missing.json()).toMatchObject({
      code: 'FIELD_REQUIRED',
      detail: 'From date field is required. Please enter a valid value.',
    });
    const noAnswer = await api.create(stay({ accessAnswer: null }));
    expect(noAnswer.json()).toMatchObject({
      status: 422,
      code: 'FIELD_REQUIRED',
      detail: 'Access card and keys field is required. Please enter a valid value.',
      validation: [{ path: 'accessAnswer' }],
    });
  });

  it('bounds the times: not before now, not after 11:59 PM', async () => {
    const early = await api.create(stay({ checkIn: '2030-03-10T09:30' }));
    expect(early.json()).toMatchObject({ code: 'TIME_TOO_EARLY', detail: 'From time should be after or at 10:01 AM' });
    const late = await api.create(stay({ checkOut: '2030-03-19T23:59:30' }));
    expect(late.json()).toMatchObject({ code: 'TIME_TOO_LATE', detail: 'To time should be before or at 11:59 PM' });
    const gone = await api.create(stay({ checkIn: '2030-03-09T15:00' }));
    expect(gone.json()).toMatchObject({ code: 'DATE_TOO_EARLY', detail: 'From date should be after or at 2030-03-10' });
  });

  it('offers today only before 15:00', async () => {
    expect((await api.create(stay({ checkIn: '2030-03-10T18:00' }))).statusCode).toBe(201);
    ctx.clock.set(dubai('2030-03-10', '15:00'));
    api = await signedInDriver(ctx, system, owner);
    const response = await api.create(stay({ checkIn: '2030-03-10T18:00' }));
    expect(response.json()).toMatchObject({
      code: 'DATE_TOO_EARLY',
      detail: 'From date should be after or at 2030-03-11',
    });
  });

  //  block 12th 15:00 ===== 19th 11:00;  now 15th (ongoing), then 19th 11:00 (past)
  it('lets an ongoing block be extended but not moved or removed, and a past one not touched', async () => {
    const created = (await api.create(stay())).json();
    // Moving the clock by days outlives the access token: sign in again at the new time.
    ctx.clock.set(dubai('2030-03-15', '09:00'));
    api = await signedInDriver(ctx, system, owner);
    const moved = await api.update(created.id, { checkIn: '2030-03-16T15:00' });
    expect(moved.json()).toMatchObject({ status: 422, code: 'CHECK_IN_LOCKED' });
    const extended = await api.update(created.id, { checkOut: '2030-03-21T11:00', note: 'Staying longer' });
    expect(extended.json()).toMatchObject({
      checkIn: '2030-03-12T15:00:00+04:00',
      checkOut: '2030-03-21T11:00:00+04:00',
    });
    expect((await api.cancel(created.id)).json()).toEqual(
      refusal(422, 'CANNOT_REMOVE_RESERVATION', 'Can not remove reservation.'),
    );
    ctx.clock.set(dubai('2030-03-21', '11:00'));
    api = await signedInDriver(ctx, system, owner);
    const past = refusal(422, 'PAST_RESERVATION', 'Can not edit/remove past reservation.');
    expect((await api.update(created.id, { note: 'x' })).json()).toEqual(past);
    expect((await api.cancel(created.id)).json()).toEqual(past);
  });

  it("answers another owner's property and an unknown one with the same 404", async () => {
    const foreignId = await propertyIdOf(ctx, foreign);
    const theirs = await api.create(stay({ propertyId: foreignId }));
    const unknown = await api.create(stay({ propertyId: 999_999 }));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(refusal(404, 'NOT_FOUND', 'Property not found'));
    expect(unknown.json()).toEqual(theirs.json());
  });

  it("cannot see, edit or remove another owner's block, nor a guest reservation", async () => {
    const other = driverFor(ctx, system, await signIn(ctx.app, 'owner@example.com'));
    const foreignId = await propertyIdOf(ctx, foreign);
    const theirs = (await other.create(stay({ propertyId: foreignId }))).json();
    const guest = await insertStay(ctx, {
      propertyId,
      checkIn: dubai('2030-04-01', '15:00'),
      checkOut: dubai('2030-04-03', '11:00'),
    });
    for (const id of [theirs.id, guest]) {
      expect((await api.get(id)).statusCode).toBe(404);
      expect((await api.update(id, { note: 'mine now' })).json()).toMatchObject({
        status: 404,
        detail: 'Reservation not found',
      });
      expect((await api.cancel(id)).statusCode).toBe(404);
    }
  });

  it('refuses without a token of its own surface', async () => {
    const path = system === 'pordal' ? '/api/pordal/owner-reservation' : '/api/legacy/owners-reservations';
    const payload = system === 'pordal' ? stay() : { ...stay(), listingId: propertyId };
    const anonymous = await ctx.app.inject({ method: 'POST', url: path, payload });
    expect(anonymous.statusCode).toBe(401);
  });
});
