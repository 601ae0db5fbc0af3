import type { Db } from '@portal/db';
import type { SQL } from 'drizzle-orm';

/** Raw query results differ by driver (Date or text); instants always come back as Date here. */
export function toInstant(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value).replace(' ', 'T');
  return new Date(/[+-]\d{2}$/.test(text) ? `${text}:00` : text);
}

export function toText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** numeric columns arrive as text; keep them as text so money never passes through a float. */
export function toDecimal(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** Runs raw SQL on either driver; both answer with `{ rows }`. */
export async function queryRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as { rows: Record<string, unknown>[] };
  return result.rows;
}
