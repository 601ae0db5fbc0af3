import { EXCLUSION_VIOLATION, pgErrorCode, schema } from '@portal/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, type DatabaseCopy } from '../../../apps/server/test/helpers/database-copy.ts';

// Runs on PGlite (PostgreSQL 18 in WebAssembly) and on the PostgreSQL server: the same migration must refuse the
// same overlap on both, straight at the table, with no application code in between.
let copy: DatabaseCopy;
let propertyId: number;
beforeAll(async () => {
  copy = await copyTemplate();
  const { db } = copy.database;
  const [owner] = await db
    .insert(schema.owners)
    .values({ email: 'exclusion@test.local', passwordHash: 'x', fullName: 'Exclusion', loginStatus: 'both' })
    .returning({ id: schema.owners.id });
  const [property] = await db
    .insert(schema.properties)
    .values({ ownerId: owner?.id ?? 0, propertyCode: 'EX-1', title: 'Flat', nickname: 'Flat' })
    .returning({ id: schema.properties.id });
  propertyId = property?.id ?? 0;
});
afterAll(() => copy.drop());

let sequence = 0;
function stay(checkIn: string, checkOut: string, status: 'confirmed' | 'cancelled' = 'confirmed') {
  sequence += 1;
  return copy.database.db.insert(schema.stays).values({
    propertyId,
    kind: sequence % 2 ? 'guest' : 'owner',
    status,
    confirmationCode: `EX-${sequence}`,
    checkIn: new Date(checkIn),
    checkOut: new Date(checkOut),
    nights: 1,
  });
}

async function sqlstateOf(write: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    return pgErrorCode(error);
  }
}

async function staysOnProperty(): Promise<number> {
  const result = (await copy.database.db.execute(
    sql`SELECT count(*)::int AS n FROM stays WHERE property_id = ${propertyId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe(`stays_no_overlap on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  it('refuses a second active stay that overlaps the first with SQLSTATE 23P01', async () => {
    await stay('2031-01-10T11:00:00Z', '2031-01-15T07:00:00Z');
    expect(await sqlstateOf(stay('2031-01-14T11:00:00Z', '2031-01-18T07:00:00Z'))).toBe(EXCLUSION_VIOLATION);
    expect(EXCLUSION_VIOLATION).toBe('23P01');
    expect(await staysOnProperty()).toBe(1);
  });

  it('lets a stay start at the instant the previous one ends (half-open ranges)', async () => {
    await stay('2031-02-01T11:00:00Z', '2031-02-05T07:00:00Z');
    expect(await sqlstateOf(stay('2031-02-05T07:00:00Z', '2031-02-08T07:00:00Z'))).toBeUndefined();
  });

  it('lets a cancelled stay overlap an active one, and an active one overlap a cancelled one', async () => {
    await stay('2031-03-01T11:00:00Z', '2031-03-05T07:00:00Z');
    expect(await sqlstateOf(stay('2031-03-02T11:00:00Z', '2031-03-04T07:00:00Z', 'cancelled'))).toBeUndefined();
    await stay('2031-04-01T11:00:00Z', '2031-04-05T07:00:00Z', 'cancelled');
    expect(await sqlstateOf(stay('2031-04-02T11:00:00Z', '2031-04-04T07:00:00Z'))).toBeUndefined();
  });

  it('refuses reactivating a cancelled stay into an overlap', async () => {
    await stay('2031-05-01T11:00:00Z', '2031-05-05T07:00:00Z');
    await stay('2031-05-03T11:00:00Z', '2031-05-07T07:00:00Z', 'cancelled');
    const reactivate = copy.database.db.execute(
      sql`UPDATE stays SET status = 'confirmed' WHERE confirmation_code = ${`EX-${sequence}`}`,
    );
    expect(await sqlstateOf(reactivate)).toBe(EXCLUSION_VIOLATION);
  });
});
