import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL, postgresUrl } from './helpers/paths.ts';
import { POSTGRES_DB_PREFIX } from './helpers/run-context.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * deploy/portal-backup.sh, the nightly backup docs/deploy.md#backups schedules: cron passes no environment, so the
 * script reads DATABASE_URL from the processes' env file (an operator's walkthrough found the earlier cron line dumping
 * pg_dump's default database and reporting success), keeps a dump only when it holds the portal, and deletes old dumps
 * only after a good one is in place.
 */
const SCRIPT = resolve('deploy/portal-backup.sh');
const ctx = useTestApp({ seeded: true });
const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
const folder = join(work, 'backups');
// Named with the run's prefix, so a crashed run's leftover is dropped with the rest of that run.
const emptyDb = `${POSTGRES_DB_PREFIX}backup_empty_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
let portalUrl = '';

beforeAll(async () => {
  const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  portalUrl = postgresUrl(result.rows[0]?.name ?? '');
  await admin.connect();
  await admin.query(`CREATE DATABASE "${emptyDb}"`);
});

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS "${emptyDb}"`);
  await admin.end();
});

function backup(envText: string) {
  const envFile = join(work, 'env');
  writeFileSync(envFile, envText);
  // As cron runs it: no DATABASE_URL or PG* variables in the environment.
  const run = spawnSync('sh', [SCRIPT, envFile, folder, '14'], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

const dumps = () => readdirSync(folder).sort();

describe('the nightly backup script', () => {
  it('dumps the database the env file names, readable by pg_restore, and then drops dumps older than 14 days', async () => {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder);
    const old = join(folder, 'portal-2020-01-01.dump');
    const recent = join(folder, 'portal-2020-01-02.dump');
    writeFileSync(old, 'old');
    writeFileSync(recent, 'recent');
    const day = 86_400;
    const now = Date.now() / 1000;
    utimesSync(old, now - 20 * day, now - 20 * day);
    utimesSync(recent, now - 3 * day, now - 3 * day);

    const run = backup(`NODE_ENV=production\nDATABASE_URL="${portalUrl}"\nPORT=3000\n`);
    expect(run.code, run.out).toBe(0);
    const made = dumps().filter((name) => name !== 'portal-2020-01-02.dump');
    expect(made).toEqual([expect.stringMatching(/^portal-\d{4}-\d{2}-\d{2}\.dump$/)]);
    const contents = spawnSync('pg_restore', ['-l', join(folder, made[0] ?? '')], { encoding: 'utf8' });
    expect(contents.stdout).toMatch(/ TABLE public owners /);
    expect(contents.stdout).toMatch(/ TABLE DATA public stays /);
  });

  it('refuses without a DATABASE_URL, or when the database is not the portal, and keeps every earlier dump', async () => {
    mkdirSync(folder, { recursive: true });
    const before = dumps();
    const missing = backup('NODE_ENV=production\n');
    expect(missing.code).toBe(2);
    expect(missing.out).toContain('no DATABASE_URL in');

    const other = backup(`DATABASE_URL=${postgresUrl(emptyDb)}\n`);
    expect(other.code).toBe(1);
    expect(other.out).toContain('holds no portal tables');
    expect(dumps()).toEqual(before);
  });
});
