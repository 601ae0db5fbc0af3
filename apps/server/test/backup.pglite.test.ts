import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@portal/db';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/admin-cli.ts';
import { PGLITE_SEEDED_DIR } from './helpers/run-context.ts';

/** `npm run admin -- backup FILE` and `restore FILE` on the embedded database. */
const root = mkdtempSync(join(tmpdir(), 'portal-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What the file compared and refused; printed as one summary line. */
const tally = { tables: 0, rows: 0, sequences: 0, differing: 0, refused: 0 };
afterAll(() => {
  console.info(
    `backup (pglite): ${tally.tables} tables (${tally.rows} rows) and ${tally.sequences} sequences compared after a restore, ` +
      `${tally.differing} differ; ${tally.refused} bad or unsafe backups and restores refused`,
  );
});

/**
 * One fingerprint per table of every schema (row count and an md5 of every row, so any change shows) and the position
 * of every sequence: found in the catalogue, so a table a migration adds is compared without a change here.
 */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ schema: string; name: string }>(sql`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1, 2`);
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [result] = await rows<{ n: number; h: string }>(
      sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h
          FROM ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
    );
    out[`${table.schema}.${table.name}`] = `${result?.n}:${result?.h}`;
  }
  const sequences = await rows<{ schema: string; name: string; position: string }>(sql`
    SELECT schemaname AS schema, sequencename AS name, coalesce(last_value, 0)::text AS position FROM pg_sequences
    ORDER BY 1, 2`);
  for (const sequence of sequences) out[`sequence ${sequence.schema}.${sequence.name}`] = sequence.position;
  return out;
}

/** Counts what was compared: tables, their rows, sequences, and the entries that differ. */
function compared(after: Record<string, string>, before: Record<string, string>) {
  const keys = Object.keys(before);
  const tables = keys.filter((key) => !key.startsWith('sequence '));
  tally.tables += tables.length;
  tally.rows += tables.reduce((sum, key) => sum + Number(before[key]?.split(':')[0] ?? 0), 0);
  tally.sequences += keys.length - tables.length;
  tally.differing += new Set([...keys, ...Object.keys(after)].filter((key) => after[key] !== before[key])).size;
}

async function withDatabase<T>(dataDir: string, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('backs up, survives changes, restores exactly what was backed up, keeps the key and the old directory', {
    timeout: 120_000,
  }, async () => {
    const dataDir = join(root, 'data');
    cpSync(PGLITE_SEEDED_DIR, dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'secret.key'), 'the-key-of-this-installation');
    const backup = join(root, 'portal.tar.gz');
    const env = { DATA_DIR: dataDir };

    const before = await withDatabase(dataDir, fingerprint);
    const made = await runCli(['backup', backup], env);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^Backed up .* \(\d+ bytes\)\./);
    expect(readFileSync(backup).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    await withDatabase(dataDir, async (database) => {
      await database.db.execute(sql`DELETE FROM stays WHERE kind = 'owner'`);
      await database.db.execute(sql`UPDATE owners SET full_name = 'Changed after the backup'`);
    });
    expect(await withDatabase(dataDir, fingerprint)).not.toEqual(before);

    const restored = await runCli(['restore', backup], env);
    expect(restored.code, restored.stderr).toBe(0);
    const after = await withDatabase(dataDir, fingerprint);
    compared(after, before);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(after).toEqual(before);
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8')).toBe('the-key-of-this-installation');
    const kept = restored.stdout.match(/kept in (\S+)\.$/m)?.[1] ?? '';
    expect(existsSync(kept)).toBe(true);
  });

  it('refuses a file that is not a backup, and changes nothing', { timeout: 60_000 }, async () => {
    const dataDir = join(root, 'data-bad');
    cpSync(PGLITE_SEEDED_DIR, dataDir, { recursive: true });
    const before = await withDatabase(dataDir, fingerprint);
    const junk = join(root, 'junk.tar.gz');
    writeFileSync(junk, 'this is not a backup');
    const result = await runCli(['restore', junk], { DATA_DIR: dataDir });
    if (result.code === 1) tally.refused++;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not a backup of the embedded database');
    expect(await withDatabase(dataDir, fingerprint)).toEqual(before);
  });

  it('refuses while a server holds the directory, and on PostgreSQL points to pg_dump', async () => {
    const dataDir = join(root, 'data-busy');
    cpSync(PGLITE_SEEDED_DIR, dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'server.json'), JSON.stringify({ pid: process.pid, port: 1, secret: 'x' }));
    const busy = await runCli(['backup', join(root, 'busy.tar.gz')], { DATA_DIR: dataDir });
    if (busy.code === 1) tally.refused++;
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(/A server \(pid \d+\) holds .*; stop it first/);
    const server = await runCli(['backup', join(root, 'pg.tar.gz')], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    if (server.code === 1) tally.refused++;
    expect(server.code).toBe(1);
    expect(server.stderr).toContain('back PostgreSQL up with pg_dump');
  });
});
