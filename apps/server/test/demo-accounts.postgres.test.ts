import { randomUUID } from 'node:crypto';
import { type Database, openDatabase, schema } from '@portal/db';
import { DEMO_OWNERS, DEMO_STAFF } from '@portal/db/seed';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountsIn } from '../src/modules/admin/demo-accounts.ts';
import { demoAccountsRefusal, FIRST_STAFF_HINT } from '../src/server.ts';
import { runCli } from './helpers/admin-cli.ts';
import { POSTGRES_ADMIN_URL, POSTGRES_DB_PREFIX, POSTGRES_SEEDED_DB, postgresUrl } from './helpers/run-context.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { TEST_ENCRYPTION_KEY } from './helpers/test-secrets.ts';

/**
 * Demo data only where it belongs (decision 072), with real server processes as an operator starts them: a fresh
 * PostgreSQL gets no demo account by default (a production start included) and the start says how to make the first
 * staff account; a production start refuses a database holding demo accounts until `npm run admin -- remove-demo`.
 */
const DEMO_EMAILS = [...DEMO_OWNERS.map((owner) => owner.email), DEMO_STAFF.email].sort();

describe('demo accounts on PostgreSQL', () => {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 10);
  const fresh = `${POSTGRES_DB_PREFIX}fresh_${suffix}`;
  const seeded = `${POSTGRES_DB_PREFIX}demo_${suffix}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  const opened: Database[] = [];
  const open = async (name: string) => {
    const database = await openDatabase({ url: postgresUrl(name), poolSize: 2 });
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${fresh}"`);
    await admin.query(`CREATE DATABASE "${seeded}" TEMPLATE "${POSTGRES_SEEDED_DB}"`);
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    for (const name of [fresh, seeded]) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('a fresh database gets none by default, in production too, and the start says how to make the first staff account', async () => {
    const server = await startServerProcess({
      DATABASE_URL: postgresUrl(fresh),
      SEED_DEMO: '',
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    });
    try {
      expect(server.output()).toContain(FIRST_STAFF_HINT.replaceAll('"', '\\"'));
      expect(server.output()).not.toContain('Loaded demo data');
      const staffLogin = await fetch(`${server.url}/api/staff/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
      });
      expect(staffLogin.status).toBe(401);
    } finally {
      await server.stop();
    }
    const { db } = await open(fresh);
    const [owners] = await db.select({ n: count() }).from(schema.owners);
    const [staff] = await db.select({ n: count() }).from(schema.staff);
    expect({ owners: owners?.n, staff: staff?.n }).toEqual({ owners: 0, staff: 0 });
  }, 120_000);

  it('production refuses to start while demo accounts exist, until remove-demo has removed them', async () => {
    const url = postgresUrl(seeded);
    const refused = await startServerProcess({
      DATABASE_URL: url,
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^server exited \(1\) before listening/);
    expect(refused).toContain(demoAccountsRefusal(DEMO_EMAILS));

    const removal = await runCli(['remove-demo'], { DATABASE_URL: url });
    expect(removal.code, removal.stderr).toBe(0);
    expect(removal.stdout.trim()).toBe(
      `Removed ${DEMO_OWNERS.length} demo owner(s) with their data and 1 demo staff account(s): ${[
        ...DEMO_OWNERS.map((owner) => owner.email).sort(),
        DEMO_STAFF.email,
      ].join(', ')}.`,
    );
    const { db } = await open(seeded);
    const left = (await db.execute(sql`
      SELECT (SELECT count(*) FROM owners)::int AS owners, (SELECT count(*) FROM staff)::int AS staff,
             (SELECT count(*) FROM properties)::int AS properties, (SELECT count(*) FROM stays)::int AS stays,
             (SELECT count(*) FROM outbox WHERE sent_at IS NULL)::int AS pending_mail`)) as unknown as {
      rows: Record<string, number>[];
    };
    expect(left.rows[0]).toEqual({ owners: 0, staff: 0, properties: 0, stays: 0, pending_mail: 0 });

    // What a production start checks; such a start on a database without demo accounts is the test above.
    expect(await demoAccountsIn(db)).toEqual([]);
    const again = await runCli(['remove-demo'], { DATABASE_URL: url });
    expect(again.stdout.trim()).toBe('No demo account here.');
  }, 180_000);
});
