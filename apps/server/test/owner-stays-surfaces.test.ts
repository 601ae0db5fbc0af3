import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminLogin,
  driverFor,
  propertyIdOf,
  STAFF_EMAIL,
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
  { system: 'pordal', owner: 'pordal@example.com', mine: 'Jumeirah Villa 12' },
  { system: 'legacy', owner: 'legacy@example.com', mine: 'Business Bay 2201' },
] as const;

const ctx = useOwnerStaysApp();

describe.each(CASES)('owner stays on the $system surface', ({ system, owner, mine }) => {
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

  beforeEach(async () => {
    api = await signedInDriver(ctx, system, owner);
    propertyId = await propertyIdOf(ctx, mine);
  });

  it('creates a block in the property time zone, mails staff and audits the owner', async () => {
    const response = await api.create(stay());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      propertyId,
      listingId: propertyId,
      status: 'confirmed',
      checkIn: '2030-03-12T15:00:00+04:00',
      checkOut: '2030-03-19T11:00:00+04:00',
      nights: 7,
      note: 'Family visit',
      occupancy: 1,
      accessAnswer: 'have_card_need_keys',
      title: 'Owner blocked',
      guestName: 'Owner blocked',
      ownerReservation: true,
    });
    expect(body.confirmationCode).toMatch(/^OS-[0-9A-F]{10}$/);

    const [mail, ...others] = await staffMails(ctx);
    expect(others).toEqual([]);
    expect(mail?.toAddress).toBe(STAFF_EMAIL);
    expect(mail?.subject).toBe(`Owner stay created: ${mine}, 2030-03-12 15:00 to 2030-03-19 11:00`);
    expect(mail?.bodyText).toContain('Note: Family visit');
    expect(mail?.bodyText).toContain('Access card and keys: I have a card but need keys');
    expect(mail?.bodyText).toContain('Check-in: 2030-03-12 15:00 (Asia/Dubai)');

    const [audit] = await stayAudit(ctx);
    expect(audit).toMatchObject({ action: 'owner_stay.created', actorKind: 'owner', actorLabel: owner });
    expect(audit?.entityId).toBe(String(body.id));
  });

  //  asked: 12th 15:00 -> 19th 14:00; stored: until 20th 11:00
  it('keeps the property until 11:00 the next day for a check-out after 11:00', async () => {
    const response = await api.create(stay({ checkOut: '2030-03-19T14:00' }));
    expect(response.json()).toMatchObject({ checkOut: '2030-03-20T11:00:00+04:00', nights: 8 });
  });

  it('shows a midnight check-out one second later', async () => {
    const response = await api.create(stay({ checkOut: '2030-03-13T00:00' }));
    expect(response.json()).toMatchObject({
      checkOut: '2030-03-13T00:00:00+04:00',
      end: '2030-03-13T00:00:01+04:00',
      nights: 1,
    });
  });

  it('reads an instant with an offset in the property zone', async () => {
    const response = await api.create(stay({ checkIn: '2030-03-12T11:00:00Z', checkOut: '2030-03-19T07:00:00.000Z' }));
    expect(response.json()).toMatchObject({
      checkIn: '2030-03-12T15:00:00+04:00',
      checkOut: '2030-03-19T11:00:00+04:00',
    });
  });

  it('edits dates and note, and mails staff the change', async () => {
    const created = (await api.create(stay())).json();
    const response = await api.update(created.id, {
      checkIn: '2030-03-13T15:00',
      checkOut: '2030-03-16T11:00',
      note: 'Shorter',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      checkIn: '2030-03-13T15:00:00+04:00',
      checkOut: '2030-03-16T11:00:00+04:00',
      nights: 3,
      note: 'Shorter',
      accessAnswer: 'have_card_need_keys',
    });
    expect((await api.get(created.id)).json()).toMatchObject({ note: 'Shorter', nights: 3 });
    const mails = await staffMails(ctx);
    expect(mails.map((m) => m.subject)).toEqual([
      `Owner stay created: ${mine}, 2030-03-12 15:00 to 2030-03-19 11:00`,
      `Owner stay updated: ${mine}, 2030-03-13 15:00 to 2030-03-16 11:00`,
    ]);
    expect(mails[1]?.bodyText).toContain('Access card and keys: I have a card but need keys');
    expect((await stayAudit(ctx)).map((a) => a.action)).toEqual(['owner_stay.created', 'owner_stay.updated']);
  });

  it('removes a future block, which frees the dates', async () => {
    const created = (await api.create(stay())).json();
    const response = await api.cancel(created.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, status: 'cancelled', occupancy: 1 });
    expect((await api.create(stay())).statusCode).toBe(201);
    expect((await staffMails(ctx)).map((m) => m.subject.split(':')[0])).toEqual([
      'Owner stay created',
      'Owner stay cancelled',
      'Owner stay created',
    ]);
  });

  it("records the admin's name when an admin acts as the owner", async () => {
    const acting = driverFor(ctx, system, await adminLogin(ctx, owner, 'ops.admin@company.test'));
    expect((await acting.create(stay())).statusCode).toBe(201);
    const [audit] = await stayAudit(ctx);
    expect(audit).toMatchObject({
      actorKind: 'admin',
      actorLabel: 'ops.admin@company.test',
      ownerId: expect.any(Number),
    });
    expect((await staffMails(ctx))[0]?.bodyText).toContain(
      `Changed by: ops.admin@company.test (admin, acting as ${owner})`,
    );
  });

  it('makes one block of a retried create with the same Idempotency-Key', async () => {
    const first = await api.create(stay(), 'retry-key-0001');
    const again = await api.create(stay(), 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await staffMails(ctx)).toHaveLength(1);
    const reused = await api.create(
      stay({ checkIn: '2030-03-25T15:00', checkOut: '2030-03-26T11:00' }),
      'retry-key-0001',
    );
    expect(reused.json()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
