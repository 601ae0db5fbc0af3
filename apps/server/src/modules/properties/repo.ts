import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';

const { properties } = schema;
export type PropertyRow = typeof properties.$inferSelect;

/** LIKE pattern that matches the text literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ownerId = sql.placeholder('ownerId');
const pattern = sql.placeholder('pattern');
const ofOwner = eq(properties.ownerId, ownerId);
const matching = and(
  ofOwner,
  or(
    ilike(properties.nickname, pattern),
    ilike(properties.title, pattern),
    ilike(properties.address, pattern),
    ilike(properties.address2, pattern),
  ),
);

/**
 * The property list's statements, built once per database (drizzle's query builder costs more CPU than the statement
 * itself: a third of the call under load) and prepared under a name. The page walks `properties_owner_nickname_idx`
 * and stops after `limit` rows; the total is a scalar count beside it (not a window count, which would read and sort
 * every property of the owner to number a page of twelve).
 */
function listStatements(db: Db) {
  const build = (where: SQL | undefined, name: string) => {
    const counted = db.select({ total: count() }).from(properties).where(where);
    return {
      page: db
        .select({ property: properties, total: sql<number>`(${counted})`.mapWith(Number) })
        .from(properties)
        .where(where)
        .orderBy(asc(properties.nickname), asc(properties.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_page`),
      total: counted.prepare(`${name}_total`),
    };
  };
  return { all: build(ofOwner, 'owner_properties'), search: build(matching, 'owner_properties_search') };
}

const prepared = new WeakMap<Db, ReturnType<typeof listStatements>>();

/** One page of the owner's properties by nickname (search: in nickname, title or addresses), with the total. */
export async function findOwnerProperties(
  db: Db,
  input: { ownerId: number; limit: number; page: number; search?: string | undefined },
): Promise<{ rows: PropertyRow[]; total: number }> {
  let statements = prepared.get(db);
  if (!statements) {
    statements = listStatements(db);
    prepared.set(db, statements);
  }
  const text = input.search?.trim();
  const { page, total } = text ? statements.search : statements.all;
  const values = { ownerId: input.ownerId, pattern: text ? containsPattern(text) : null };
  const rows = await page.execute({ ...values, limit: input.limit, offset: (input.page - 1) * input.limit });
  if (rows.length > 0) return { rows: rows.map((r) => r.property), total: rows[0]?.total ?? 0 };
  // Past the last page there is no row to carry the count; ask for it alone.
  const [alone] = await total.execute(values);
  return { rows: [], total: alone?.total ?? 0 };
}
