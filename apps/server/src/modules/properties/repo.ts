import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';

const { properties } = schema;
export type PropertyRow = typeof properties.$inferSelect;

/** LIKE pattern that matches the text literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function ownerFilter(ownerId: number, search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return eq(properties.ownerId, ownerId);
  const pattern = containsPattern(text);
  return and(
    eq(properties.ownerId, ownerId),
    or(
      ilike(properties.nickname, pattern),
      ilike(properties.title, pattern),
      ilike(properties.address, pattern),
      ilike(properties.address2, pattern),
    ),
  );
}

/** One page of the owner's properties by nickname, with the total in the same round trip. */
export async function findOwnerProperties(
  db: Db,
  input: { ownerId: number; limit: number; page: number; search?: string | undefined },
): Promise<{ rows: PropertyRow[]; total: number }> {
  const where = ownerFilter(input.ownerId, input.search);
  const rows = await db
    .select({ property: properties, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(properties)
    .where(where)
    .orderBy(asc(properties.nickname), asc(properties.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  if (rows.length > 0) return { rows: rows.map((r) => r.property), total: rows[0]?.total ?? 0 };
  // Past the last page the window count is not there; ask for it alone.
  const [counted] = await db.select({ total: count() }).from(properties).where(where);
  return { rows: [], total: counted?.total ?? 0 };
}
