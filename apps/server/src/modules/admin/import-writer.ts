import type { ImportReport } from '@portal/contract/import';
import type { Tx } from '@portal/db';
import { pgErrorCode, schema } from '@portal/db';
import { daysBetween, parseWireDateTime, zonedInstant } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { OperationError } from './operation-error.ts';

const { importKeys, properties } = schema;
export type Entity = (typeof importKeys.$inferSelect)['entity'];
export type Values = Record<string, unknown>;

const DB_REFUSALS: Record<string, string> = {
  '23505': 'another row already has this value (e-mail, confirmation code or invoice number)',
  '23P01': 'overlaps another active stay of the property',
  '23514': 'a value is outside what the database allows',
};

export const pathOf = (segments: readonly PropertyKey[]) =>
  segments.reduce<string>(
    (path, segment) =>
      typeof segment === 'number' ? `${path}[${segment}]` : path ? `${path}.${String(segment)}` : String(segment),
    '',
  );

export const refuse = (path: string, reason: string) =>
  new OperationError(`Import refused, nothing was written: ${path}: ${reason}`);

function isSame(current: unknown, next: unknown): boolean {
  if (current instanceof Date && next instanceof Date) return current.getTime() === next.getTime();
  return (current ?? null) === (next ?? null);
}

/** Amounts as the numeric columns return them, so "1250" in a file equals the stored "1250.00". */
export const amount = (value: string | null, scale: number) => (value === null ? null : Number(value).toFixed(scale));

export interface Writer {
  tx: Tx;
  report: ImportReport;
}

/** Finds the row an external id made, makes or updates it as needed, and counts what happened. */
export async function put(
  w: Writer,
  section: keyof ImportReport,
  entity: Entity,
  externalId: string,
  path: string,
  ops: {
    read(id: number): Promise<Values | undefined>;
    adopt?(): Promise<number | undefined>;
    insert(): Promise<number>;
    update(id: number): Promise<void>;
    values: Values;
  },
): Promise<number> {
  try {
    const [key] = await w.tx
      .select()
      .from(importKeys)
      .where(and(eq(importKeys.entity, entity), eq(importKeys.externalId, externalId)));
    const existingId = key?.rowId ?? (await ops.adopt?.());
    const current = existingId === undefined ? undefined : await ops.read(existingId);
    if (existingId !== undefined && current) {
      if (!key) await w.tx.insert(importKeys).values({ entity, externalId, rowId: existingId });
      const changed = Object.entries(ops.values).some(([field, value]) => !isSame(current[field], value));
      if (!changed) {
        w.report[section].unchanged++;
        return existingId;
      }
      await ops.update(existingId);
      w.report[section].updated++;
      return existingId;
    }
    const id = await ops.insert();
    if (key) await w.tx.update(importKeys).set({ rowId: id }).where(eq(importKeys.id, key.id));
    else await w.tx.insert(importKeys).values({ entity, externalId, rowId: id });
    w.report[section].created++;
    return id;
  } catch (error) {
    const code = pgErrorCode(error);
    if (code && DB_REFUSALS[code]) throw refuse(path, DB_REFUSALS[code]);
    throw error;
  }
}

export async function keyedRow(tx: Tx, entity: Entity, externalId: string): Promise<number | undefined> {
  const [key] = await tx
    .select({ rowId: importKeys.rowId })
    .from(importKeys)
    .where(and(eq(importKeys.entity, entity), eq(importKeys.externalId, externalId)));
  return key?.rowId;
}

export type PropertyRef = { id: number; ownerId: number; timeZone: string };

export async function propertyRef(tx: Tx, known: Map<string, PropertyRef>, externalId: string, path: string) {
  const inFile = known.get(externalId);
  if (inFile) return inFile;
  const rowId = await keyedRow(tx, 'property', externalId);
  const [row] = rowId === undefined ? [] : await tx.select().from(properties).where(eq(properties.id, rowId));
  if (!row) throw refuse(`${path}.property`, `no property with externalId "${externalId}"`);
  return { id: row.id, ownerId: row.ownerId, timeZone: row.timeZone };
}

/** Check-in and check-out as instants on the property's clock, and the nights between them. */
export function stayTimes(record: { checkIn: string; checkOut: string }, timeZone: string, path: string) {
  const checkIn = parseWireDateTime(record.checkIn, timeZone);
  if (!checkIn) throw refuse(`${path}.checkIn`, 'not a real date and time');
  const checkOut = parseWireDateTime(record.checkOut, timeZone);
  if (!checkOut) throw refuse(`${path}.checkOut`, 'not a real date and time');
  const from = zonedInstant(checkIn.date, checkIn.time, timeZone);
  const to = zonedInstant(checkOut.date, checkOut.time, timeZone);
  if (to <= from) throw refuse(`${path}.checkOut`, 'is not after the check-in');
  return { checkIn: from, checkOut: to, nights: Math.max(0, daysBetween(checkIn.date, checkOut.date)) };
}
