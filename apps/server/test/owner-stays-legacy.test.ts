import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, signIn } from './helpers/auth.ts';
import {
  propertyIdOf,
  STAFF_EMAIL,
  type SurfaceDriver,
  signedInDriver,
  staffMails,
  useOwnerStaysApp,
} from './owner-stays-fixtures.ts';

const ctx = useOwnerStaysApp();
let api: SurfaceDriver;
let flat: number;
beforeEach(async () => {
  api = await signedInDriver(ctx, 'legacy', 'legacy@example.com');
  flat = await propertyIdOf(ctx, 'Business Bay 2201');
});

const create = () =>
  api.create({
    propertyId: flat,
    checkIn: '2030-03-12T15:00',
    checkOut: '2030-03-14T11:00',
    accessAnswer: 'need_both',
  });

describe('/api/legacy/owners-reservations', () => {
  it('takes listingId, apiKey and to, and mails staff, never the address in `to`', async () => {
    const response = await create();
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ listingId: flat, propertyId: flat });
    const mails = await staffMails(ctx);
    expect(mails.map((m) => m.toAddress)).toEqual([STAFF_EMAIL]);
    expect(mails[0]?.bodyText).toContain('Access card and keys: I need both');
  });

  it('unblocks with POST /:id; a repeated unblock answers the cancelled block without a second mail', async () => {
    const created = (await create()).json();
    const first = await api.cancel(created.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'cancelled', occupancy: 1 });
    const again = await api.cancel(created.id);
    expect(again.json()).toMatchObject({ id: created.id, status: 'cancelled' });
    expect((await staffMails(ctx)).map((m) => m.subject.split(':')[0])).toEqual([
      'Owner stay created',
      'Owner stay cancelled',
    ]);
  });

  it('unblocks with no body at all', async () => {
    const created = (await create()).json();
    const login = await signIn(ctx.app, 'legacy@example.com');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/legacy/owners-reservations/${created.id}`,
      headers: bearer(login.guesty?.token ?? ''),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('cancelled');
  });

  it('refuses a pordal token and a listingId of the other booking system', async () => {
    const pordal = await signIn(ctx.app, 'owner@example.com');
    const withPordalToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/legacy/owners-reservations',
      headers: bearer(pordal.access_token ?? ''),
      payload: {
        listingId: flat,
        checkIn: '2030-03-12T15:00',
        checkOut: '2030-03-14T11:00',
        accessAnswer: 'need_both',
      },
    });
    expect(withPordalToken.statusCode).toBe(401);
    const both = await signedInDriver(ctx, 'legacy', 'owner@example.com');
    const pordalProperty = await propertyIdOf(ctx, 'Palm Villa 7');
    const response = await both.create({
      propertyId: pordalProperty,
      checkIn: '2030-03-12T15:00',
      checkOut: '2030-03-14T11:00',
      accessAnswer: 'need_both',
    });
    expect(response.json()).toMatchObject({ status: 404, detail: 'Property not found' });
  });

  it('refuses a listingId change on edit with 404, keeping the block where it is', async () => {
    const created = (await create()).json();
    const other = await propertyIdOf(ctx, 'Marina Gate 1204');
    const response = await api.update(created.id, { propertyId: other, note: 'move it' });
    expect(response.statusCode).toBe(404);
    expect((await api.get(created.id)).json()).toMatchObject({ listingId: flat, note: null });
  });
});
