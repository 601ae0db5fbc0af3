import type { Db, Tx } from '@portal/db';
import { sql } from 'drizzle-orm';

/**
 * A copy of the public schema's rows and sequence positions, kept in the database itself (schema test_snapshot), so
 * a test file can put its database back exactly as it started in a few milliseconds instead of making a new copy.
 * Nothing here knows the application's tables: every table of the public schema is covered, new ones included.
 */
const SNAPSHOT = 'test_snapshot';

interface TableInfo {
  name: string;
  /** Columns that can be written (generated columns are computed again on insert). */
  columns: string;
  rows: number;
}

/** Where the database's transaction ids stood when it last matched the snapshot; newer rows mean a change. */
export interface SnapshotMark {
  xmax: bigint;
}

type Executor = Pick<Db, 'execute'> | Pick<Tx, 'execute'>;

async function rows<T>(db: Executor, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Takes (or retakes) the snapshot of every table and sequence of the public schema. */
export async function takeSnapshot(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SNAPSHOT} CASCADE`));
    await tx.execute(sql.raw(`CREATE SCHEMA ${SNAPSHOT}`));
    await tx.execute(
      sql.raw(`CREATE TABLE ${SNAPSHOT}._tables (name text PRIMARY KEY, columns text, row_count bigint)`),
    );
    await tx.execute(
      sql.raw(`CREATE TABLE ${SNAPSHOT}._sequences (name text PRIMARY KEY, last_value bigint, is_called boolean)`),
    );
    const tables = await rows<{ name: string; columns: string }>(
      tx,
      `SELECT c.relname AS name,
              string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        GROUP BY c.relname`,
    );
    for (const table of tables) {
      const name = quote(table.name);
      await tx.execute(
        sql.raw(`CREATE TABLE ${SNAPSHOT}.${name} AS SELECT ${table.columns} FROM public.${name} WITH DATA`),
      );
      await tx.execute(
        sql`INSERT INTO test_snapshot._tables (name, columns, row_count)
            SELECT ${table.name}, ${table.columns}, count(*) FROM ${sql.raw(`${SNAPSHOT}.${name}`)}`,
      );
    }
    const sequences = await rows<{ name: string }>(
      tx,
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S'`,
    );
    for (const { name } of sequences) {
      await tx.execute(
        sql`INSERT INTO test_snapshot._sequences (name, last_value, is_called)
            SELECT ${name}, last_value, is_called FROM ${sql.raw(`public.${quote(name)}`)}`,
      );
    }
  });
}

/** The current transaction-id horizon: every row written from now on has an xmin at or above it. */
export async function markNow(db: Executor): Promise<SnapshotMark> {
  const [row] = await rows<{ xmax: string }>(db, 'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax');
  return { xmax: BigInt(row?.xmax ?? '0') };
}

// xmin is a 32-bit id; near its wrap-around the comparison below cannot be trusted, so every table counts as changed.
const XID_SPAN = 2n ** 32n;
const WRAP_MARGIN = 2n ** 24n;

async function readTables(db: Executor): Promise<TableInfo[]> {
  const found = await rows<{ name: string; columns: string; row_count: string }>(
    db,
    `SELECT name, columns, row_count FROM ${SNAPSHOT}._tables`,
  );
  return found.map((t) => ({ name: t.name, columns: t.columns, rows: Number(t.row_count) }));
}

/**
 * Tables whose rows differ from the snapshot: a row count that changed (deletes) or a row written after the mark
 * (inserts and updates both create a row version with a newer xmin).
 */
export async function changedTables(db: Executor, mark: SnapshotMark): Promise<string[]> {
  return (await changed(db, mark, await readTables(db))).map((t) => t.name);
}

async function changed(db: Executor, mark: SnapshotMark, tables: TableInfo[]): Promise<TableInfo[]> {
  if (tables.length === 0) return [];
  const xmax32 = mark.xmax % XID_SPAN;
  if (xmax32 > XID_SPAN - WRAP_MARGIN) return tables;
  const probes = tables.map((t) => {
    const table = `public.${quote(t.name)}`;
    return `SELECT ${sqlText(t.name)} AS name
             WHERE (SELECT count(*) FROM ${table}) <> ${t.rows}
                OR EXISTS (SELECT 1 FROM ${table} WHERE xmin::text::bigint >= ${xmax32})`;
  });
  const names = new Set((await rows<{ name: string }>(db, probes.join('\nUNION ALL\n'))).map((r) => r.name));
  return tables.filter((t) => names.has(t.name));
}

/** Tables of this database holding a row inserted or updated at or after the transaction-id horizon `xmax`. */
export async function rowsWrittenSince(db: Executor, xmax: bigint): Promise<string[]> {
  const tables = await readTables(db);
  const xmax32 = xmax % XID_SPAN;
  if (tables.length === 0 || xmax32 > XID_SPAN - WRAP_MARGIN) return tables.map((t) => t.name);
  const probes = tables.map(
    (t) =>
      `SELECT ${sqlText(t.name)} AS name WHERE EXISTS (SELECT 1 FROM public.${quote(t.name)} WHERE xmin::text::bigint >= ${xmax32})`,
  );
  return (await rows<{ name: string }>(db, probes.join('\nUNION ALL\n'))).map((r) => r.name);
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Puts the changed tables' rows and every sequence back as the snapshot holds them, in one transaction. Foreign keys
 * and triggers are paused for the copy (session_replication_role = replica, as pg_restore does), so a parent table
 * can be restored without cascading into children that did not change.
 */
export async function restoreSnapshot(db: Db, mark: SnapshotMark): Promise<SnapshotMark> {
  const tables = await changed(db, mark, await readTables(db));
  return db.transaction(async (tx) => {
    if (tables.length > 0) {
      await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
      for (const table of tables) await tx.execute(sql.raw(`DELETE FROM public.${quote(table.name)}`));
      for (const table of tables) {
        const name = quote(table.name);
        await tx.execute(
          sql.raw(
            `INSERT INTO public.${name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM ${SNAPSHOT}.${name}`,
          ),
        );
      }
    }
    await tx.execute(
      sql.raw(`SELECT setval(format('public.%I', name)::regclass, last_value, is_called) FROM ${SNAPSHOT}._sequences`),
    );
    return markNow(tx);
  });
}

/**
 * One line per table and sequence of the public schema with a digest of its content, to compare two states of a
 * database exactly (used by the test that proves a reset undoes writes).
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ digest: string | null; n: string }>(
      db,
      `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest, count(*)::text AS n FROM public.${quote(name)} t`,
    );
    result[name] = `${row?.n} rows ${row?.digest ?? '-'}`;
  }
  const sequences = await rows<{ name: string }>(
    db,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
  );
  for (const { name } of sequences) {
    const [row] = await rows<{ last_value: string; is_called: boolean }>(
      db,
      `SELECT last_value::text, is_called FROM public.${quote(name)}`,
    );
    result[`sequence ${name}`] = `${row?.last_value} ${row?.is_called}`;
  }
  return result;
}
