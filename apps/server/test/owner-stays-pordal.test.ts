import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, signIn } from './helpers/auth.ts';
import {
  dubai,
  insertStay,
  propertyIdOf,
  type SurfaceDriver,
  signedInDriver,
  useOwnerStaysApp,
} from './owner-stays-fixtures.ts';

const LIST = '/api/pordal/owner-reservation';

const ctx = useOwnerStaysApp();
let api: SurfaceDriver;
let headers: Record<string, string>;
let villa: number;
beforeEach(async () => {
  const login = await signIn(ctx.app, 'owner@example.com');
  headers = bearer(login.access_token ?? '');
  api = await signedInDriver(ctx, 'pordal', 'owner@example.com');
  villa = await propertyIdOf(ctx, 'Palm Villa 7');
});

const list = (query: string) => ctx.app.inject({ method: 'GET', url: `${LIST}${query}`, headers });
const block = (propertyId: number, from: string, to: string) =>
  api.create({ propertyId, checkIn: from, checkOut: to, accessAnswer: 'have_both' });

describe('GET /api/pordal/owner-reservation', () => {
  it('lists confirmed blocks under _embedded.items, filtered by property and check-in or check-out day', async () => {
    const studio = await propertyIdOf(ctx, 'Downtown Studio 5');
    const first = (await block(villa, '2030-03-12T15:00', '2030-03-14T11:00')).json();
    const second = (await block(villa, '2030-03-20T15:00', '2030-03-22T11:00')).json();
    const elsewhere = (await block(studio, '2030-03-12T15:00', '2030-03-13T11:00')).json();
    const cancelled = (await block(villa, '2030-03-25T15:00', '2030-03-26T11:00')).json();
    await api.cancel(cancelled.id);
    await insertStay(ctx, {
      propertyId: villa,
      checkIn: dubai('2030-03-16', '15:00'),
      checkOut: dubai('2030-03-18', '11:00'),
    });

    const all = await list(`?propertyId=${villa}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()._embedded.items.map((i: { id: number }) => i.id)).toEqual([first.id, second.id]);
    expect(all.json().total).toBe(2);

    const byCheckIn = (await list(`?propertyId=${villa}&checkIn=2030-03-20`)).json();
    expect(byCheckIn._embedded.items.map((i: { id: number }) => i.id)).toEqual([second.id]);
    const byCheckOut = (await list(`?checkOut=2030-03-13`)).json();
    expect(byCheckOut._embedded.items.map((i: { id: number }) => i.id)).toEqual([elsewhere.id]);
  });

  it("judges the day in the property's zone (a check-in at 01:00 Dubai is the previous day in UTC)", async () => {
    const early = (await block(villa, '2030-03-12T01:00', '2030-03-12T11:00')).json();
    expect((await list(`?checkIn=2030-03-12`)).json()._embedded.items.map((i: { id: number }) => i.id)).toEqual([
      early.id,
    ]);
    expect((await list(`?checkIn=2030-03-11`)).json()._embedded.items).toEqual([]);
  });

  it('answers 404 for a property of another owner or of the other booking system, 400 for a bad day', async () => {
    const foreign = await propertyIdOf(ctx, 'Jumeirah Villa 12');
    const legacyOne = await propertyIdOf(ctx, 'Marina Gate 1204');
    expect((await list(`?propertyId=${foreign}`)).json()).toMatchObject({ status: 404, detail: 'Property not found' });
    expect((await list(`?propertyId=${legacyOne}`)).statusCode).toBe(404);
    expect((await list('?checkIn=2030-02-30')).statusCode).toBe(400);
  });
});

describe('booking systems', () => {
  it('serves only pordal properties on the pordal surface, even for an owner on both', async () => {
    const legacyOne = await propertyIdOf(ctx, 'Marina Gate 1204');
    const response = await block(legacyOne, '2030-03-12T15:00', '2030-03-14T11:00');
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'Property not found' });
    const legacy = await signedInDriver(ctx, 'legacy', 'owner@example.com');
    const created = await legacy.create({
      propertyId: legacyOne,
      checkIn: '2030-03-12T15:00',
      checkOut: '2030-03-14T11:00',
      accessAnswer: 'need_both',
    });
    expect(created.statusCode).toBe(201);
    // The legacy block is not reachable through the pordal surface.
    expect((await api.get(created.json().id)).statusCode).toBe(404);
  });

  it("does not replay a block through the other system's surface by its Idempotency-Key", async () => {
    const fields = { propertyId: villa, checkIn: '2030-03-12T15:00', checkOut: '2030-03-14T11:00' };
    const created = await api.create({ ...fields, accessAnswer: 'have_both' }, 'both-systems-key-01');
    expect(created.statusCode).toBe(201);
    const legacy = await signedInDriver(ctx, 'legacy', 'owner@example.com');
    const replayed = await legacy.create({ ...fields, accessAnswer: 'have_both' }, 'both-systems-key-01');
    expect(replayed.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'Property not found' });
    expect(replayed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('cancels with PUT status cancelled and occupancy 1; a second cancel answers the cancelled block', async () => {
    const created = (await block(villa, '2030-03-12T15:00', '2030-03-14T11:00')).json();
    const first = await api.cancel(created.id);
    const again = await api.cancel(created.id);
    expect(first.json()).toMatchObject({ status: 'cancelled', occupancy: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: created.id, status: 'cancelled' });
    // A cancelled block is no longer editable.
    expect((await api.update(created.id, { note: 'back' })).statusCode).toBe(404);
  });
});
