import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activeStaysOn,
  propertyIdOf,
  type SurfaceDriver,
  signedInDriver,
  staffMails,
  useOwnerStaysApp,
} from './owner-stays-fixtures.ts';

const CASES = [
  { system: 'pordal', owner: 'pordal@example.com', mine: 'Jumeirah Villa 12' },
  { system: 'legacy', owner: 'legacy@example.com', mine: 'Business Bay 2201' },
] as const;

const ctx = useOwnerStaysApp();

/** Requests sent at once and how they were answered; printed as one summary line. */
const tally = { concurrent: 0, won: 0, refused: 0, failed: 0, retries: 0, retriedBlocks: 0 };
function count(statuses: number[], won: number) {
  tally.concurrent += statuses.length;
  tally.won += statuses.filter((status) => status === won).length;
  tally.refused += statuses.filter((status) => status === 409).length;
  tally.failed += statuses.filter((status) => status >= 500).length;
}
afterAll(() => {
  console.info(
    `owner-stay concurrency (${ctx.database.kind}): ${tally.concurrent} concurrent requests on 2 surfaces, ` +
      `${tally.won} created or won, ${tally.refused} refused with 409, ${tally.failed} answered 5xx; ` +
      `${tally.retries} concurrent retries with one Idempotency-Key made ${tally.retriedBlocks} block(s)`,
  );
});

describe.each(CASES)('racing creates on the $system surface', ({ system, owner, mine }) => {
  let api: SurfaceDriver;
  let propertyId: number;
  const stay = () => ({
    propertyId,
    checkIn: '2030-03-12T15:00',
    checkOut: '2030-03-19T11:00',
    accessAnswer: 'need_both',
  });

  beforeEach(async () => {
    api = await signedInDriver(ctx, system, owner);
    propertyId = await propertyIdOf(ctx, mine);
  });

  it('50 concurrent creates for the same dates: exactly one block, 49 overlap refusals', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => api.create(stay())));
    count(
      responses.map((r) => r.statusCode),
      201,
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        code: 'PROPERTY_ALREADY_RESERVED',
        detail: 'The property is already reserved for your selected dates',
      });
    }
    expect(await activeStaysOn(ctx, propertyId)).toBe(1);
    expect(await staffMails(ctx)).toHaveLength(1);
  });

  it('a double tap (concurrent retries with one Idempotency-Key) makes one block and answers it to both', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => api.create(stay(), 'double-tap-key-42')));
    tally.retries += responses.length;
    tally.retriedBlocks += new Set(responses.map((r) => r.json().id)).size;
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await activeStaysOn(ctx, propertyId)).toBe(1);
    expect(await staffMails(ctx)).toHaveLength(1);
  });

  it('50 concurrent edits moving different blocks onto the same dates: one wins, the rest are refused, no 5xx', async () => {
    const ids: number[] = [];
    for (let day = 0; day < 50; day++) {
      const checkIn = new Date(Date.UTC(2030, 3, 1 + day)).toISOString().slice(0, 10);
      const checkOut = new Date(Date.UTC(2030, 3, 2 + day)).toISOString().slice(0, 10);
      const created = await api.create({
        propertyId,
        checkIn: `${checkIn}T15:00`,
        checkOut: `${checkOut}T11:00`,
        accessAnswer: 'have_both',
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    const responses = await Promise.all(
      ids.map((id) => api.update(id, { checkIn: '2030-07-01T15:00', checkOut: '2030-07-03T11:00' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    count(statuses, 200);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    // The property's writes run one after another (repo.lockPropertyStays): each loser sees the winner committed and
    // is refused by the rule, never by a deadlock or a retry given up (CONCURRENT_UPDATE).
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({ code: 'PROPERTY_ALREADY_RESERVED' });
    }
    expect(await activeStaysOn(ctx, propertyId)).toBe(50);
  });
});
