import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import type { BookingSurface } from '@portal/domain';
import { and, asc, eq, gt, lt, ne, type SQL, sql } from 'drizzle-orm';

const { stays, properties } = schema;

export type StayRow = typeof stays.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type NewOwnerStay = typeof stays.$inferInsert;

export interface OwnedStay {
  stay: StayRow;
  property: PropertyRow;
}

type OwnedStayQuery = { ownerId: number; stayId: number; system: BookingSurface };

/** The properties a surface serves, as a filter: the SQL form of the domain's servesProperty. */
const servedBy = (system: BookingSurface) => eq(properties.isPordal, system === 'pordal');

function selectOwnedOwnerStay(db: Db | Tx, input: OwnedStayQuery) {
  return db
    .select({ stay: stays, property: properties })
    .from(stays)
    .innerJoin(properties, eq(properties.id, stays.propertyId))
    .where(
      and(
        eq(stays.id, input.stayId),
        eq(stays.kind, 'owner'),
        eq(properties.ownerId, input.ownerId),
        servedBy(input.system),
      ),
    )
    .limit(1);
}

/** An owner-made stay on one of the owner's properties in one booking system; anything else is "not found". */
export async function findOwnedOwnerStay(db: Db | Tx, input: OwnedStayQuery): Promise<OwnedStay | null> {
  const [row] = await selectOwnedOwnerStay(db, input);
  return row ?? null;
}

/** The same, locked for the rest of the transaction so an edit and a cancel of one stay cannot interleave. */
export async function lockOwnedOwnerStay(tx: Tx, input: OwnedStayQuery): Promise<OwnedStay | null> {
  const [row] = await selectOwnedOwnerStay(tx, input).for('update', { of: stays });
  return row ?? null;
}

/**
 * Takes the property's owner-stay lock for the rest of the transaction: the creates and edits of one property's blocks
 * run one after another, in every process sharing the database, each seeing the one before it committed. Without it,
 * racing edits onto the same dates wait on each other's uncommitted rows in the overlap constraint, where two can
 * deadlock (a second of detection each). An edit takes it after the stay's own row lock, never before, so the two cannot cross (a
 * cancel frees dates and needs only the row lock).
 */
export async function lockPropertyStays(tx: Tx, propertyId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`owner-stays:${propertyId}`}))`);
}

/** Whether an active stay of any kind overlaps [checkIn, checkOut) on the property (the edited one aside). */
export async function hasOverlappingStay(
  tx: Tx,
  input: { propertyId: number; checkIn: Date; checkOut: Date; exceptStayId?: number },
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(stays.propertyId, input.propertyId),
    ne(stays.status, 'cancelled'),
    lt(stays.checkIn, input.checkOut),
    gt(stays.checkOut, input.checkIn),
  ];
  if (input.exceptStayId !== undefined) conditions.push(ne(stays.id, input.exceptStayId));
  const [row] = await tx
    .select({ id: stays.id })
    .from(stays)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function findByIdempotencyKey(
  db: Db | Tx,
  input: { ownerId: number; key: string },
): Promise<OwnedStay | null> {
  const [row] = await db
    .select({ stay: stays, property: properties })
    .from(stays)
    .innerJoin(properties, eq(properties.id, stays.propertyId))
    .where(and(eq(stays.createdByOwnerId, input.ownerId), eq(stays.idempotencyKey, input.key)))
    .limit(1);
  return row ?? null;
}

export async function insertOwnerStay(tx: Tx, values: NewOwnerStay): Promise<StayRow> {
  const [row] = await tx.insert(stays).values(values).returning();
  if (!row) throw new Error('stay insert returned no row');
  return row;
}

export async function updateStay(tx: Tx, stayId: number, values: Partial<NewOwnerStay>): Promise<StayRow> {
  const [row] = await tx.update(stays).set(values).where(eq(stays.id, stayId)).returning();
  if (!row) throw new Error('stay update returned no row');
  return row;
}

/**
 * The owner's confirmed blocks on one booking system, optionally for one property and with the check-in
 * or check-out on a given day of the property's own calendar.
 */
export async function listOwnerStays(
  db: Db,
  input: { ownerId: number; system: BookingSurface; propertyId?: number; checkIn?: string; checkOut?: string },
): Promise<OwnedStay[]> {
  const conditions: SQL[] = [
    eq(properties.ownerId, input.ownerId),
    servedBy(input.system),
    eq(stays.kind, 'owner'),
    eq(stays.status, 'confirmed'),
  ];
  if (input.propertyId !== undefined) conditions.push(eq(stays.propertyId, input.propertyId));
  if (input.checkIn) {
    conditions.push(sql`(${stays.checkIn} AT TIME ZONE ${properties.timeZone})::date = ${input.checkIn}::date`);
  }
  if (input.checkOut) {
    conditions.push(sql`(${stays.checkOut} AT TIME ZONE ${properties.timeZone})::date = ${input.checkOut}::date`);
  }
  return db
    .select({ stay: stays, property: properties })
    .from(stays)
    .innerJoin(properties, eq(properties.id, stays.propertyId))
    .where(and(...conditions))
    .orderBy(asc(stays.checkIn), asc(stays.id))
    .limit(500);
}
