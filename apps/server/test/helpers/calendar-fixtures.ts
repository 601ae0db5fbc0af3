import { randomBytes } from 'node:crypto';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { hashToken } from '../../src/lib/tokens.ts';

type PropertyInsert = typeof schema.properties.$inferInsert;
type StayInsert = typeof schema.stays.$inferInsert;

export interface FixtureOwner {
  id: number;
  headers: Record<string, string>;
}

/** An owner with a live session, without going through sign-in (the calendar tests are not about auth). */
export async function createOwner(db: Db, email: string): Promise<FixtureOwner> {
  const [owner] = await db
    .insert(schema.owners)
    .values({ email, passwordHash: 'not-used', fullName: email, loginStatus: 'both' })
    .returning({ id: schema.owners.id });
  if (!owner) throw new Error('owner not created');
  const token = randomBytes(24).toString('base64url');
  await db.insert(schema.authTokens).values({
    ownerId: owner.id,
    kind: 'session',
    tokenHash: hashToken(token),
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  const basic = Buffer.from(`${owner.id}:${token}`).toString('base64');
  return {
    id: owner.id,
    headers: { authorization: `Basic ${basic}`, 'x-owner': String(owner.id), 'x-version': '1.3.0' },
  };
}

let codeSequence = 0;

export async function createProperty(db: Db, ownerId: number, values: Partial<PropertyInsert> = {}): Promise<number> {
  codeSequence += 1;
  const [row] = await db
    .insert(schema.properties)
    .values({
      ownerId,
      propertyCode: `T-${codeSequence}`,
      title: 'Test flat',
      nickname: `Flat ${codeSequence}`,
      ...values,
    })
    .returning({ id: schema.properties.id });
  if (!row) throw new Error('property not created');
  return row.id;
}

export async function createStay(
  db: Db,
  propertyId: number,
  values: Partial<StayInsert> & Pick<StayInsert, 'checkIn' | 'checkOut'>,
): Promise<{ id: number; confirmationCode: string }> {
  codeSequence += 1;
  const [row] = await db
    .insert(schema.stays)
    .values({ propertyId, kind: 'guest', confirmationCode: `TC-${codeSequence}`, nights: 1, ...values })
    .returning({ id: schema.stays.id, confirmationCode: schema.stays.confirmationCode });
  if (!row) throw new Error('stay not created');
  return row;
}

export async function createTask(
  db: Db,
  propertyId: number,
  values: { title: string; checkIn: Date; checkOut: Date },
): Promise<number> {
  const [row] = await db
    .insert(schema.tasks)
    .values({ propertyId, ...values })
    .returning({ id: schema.tasks.id });
  if (!row) throw new Error('task not created');
  return row.id;
}

export const at = (iso: string) => new Date(iso);
