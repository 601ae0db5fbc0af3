import { type Database, openDatabase, schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types.ts';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { openEventStream } from './helpers/event-stream.ts';
import { ownerJourney } from './helpers/owner-journey.ts';
import { postgresUrl } from './helpers/paths.ts';
import { type RunningProxy, startPgBouncer } from './helpers/proxies.ts';
import { createStaffToken } from './helpers/staff.ts';
import { appOn } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * The server through PgBouncer 1.18 in transaction mode (decision 073): DATABASE_URL names the pooler and
 * DATABASE_DIRECT_URL the server itself. Queries and transactions go through the pooler with no named prepared
 * statement (consecutive statements may reach different server connections); LISTEN and the migrations' session lock
 * use the direct connection.
 */
const ctx = useTestApp({ seeded: true });
// Two server connections for a pool of six: statements of one client land on either.
const SERVER_CONNECTIONS = 2;

let bouncer: RunningProxy;
let pooled: Database;
let app: App;
let base: string;
let databaseName: string;

beforeAll(async () => {
  const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  databaseName = result.rows[0]?.name ?? '';
  bouncer = await startPgBouncer(postgresUrl(databaseName), { poolSize: SERVER_CONNECTIONS });
  pooled = await openDatabase({
    url: throughBouncer(databaseName),
    directUrl: postgresUrl(databaseName),
    poolSize: 6,
  });
  app = (await appOn(pooled, {})).app;
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await pooled?.close();
  await bouncer?.stop();
});

function throughBouncer(database: string): string {
  const url = new URL(postgresUrl(database));
  url.hostname = '127.0.0.1';
  url.port = String(bouncer.port);
  return url.toString();
}

/** PgBouncer's own view of its clients (its admin console), by application name. */
async function bouncerClients(): Promise<string[]> {
  const console = new pg.Client({ connectionString: throughBouncer('pgbouncer') });
  await console.connect();
  try {
    const { rows } = await console.query('SHOW CLIENTS');
    return rows.filter((row) => row.database === databaseName).map((row) => String(row.application_name));
  } finally {
    await console.end();
  }
}

describe('through PgBouncer in transaction mode', () => {
  it('runs the owner journey and a burst of reads over two server connections, with no named statement', async () => {
    const steps = await ownerJourney(() => base);
    expect(steps.map((step) => step.step)).toEqual(
      expect.arrayContaining(['sign in', 'calendar', 'create a stay', 'cancel the stay', 'a statement']),
    );
    const login = await signIn(app, 'owner@example.com');
    const reads = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({
          method: 'GET',
          url: i % 2 === 0 ? '/api/properties' : '/api/notifications',
          headers: ownHeaders(login),
        }),
      ),
    );
    expect(reads.filter((read) => read.statusCode !== 200).map((read) => `${read.statusCode} ${read.body}`)).toEqual(
      [],
    );
  });

  it('is needed: the same read as a named statement from two clients collides on one server connection', async () => {
    // The setting decision 060 uses without a pooler: each client prepares `r_…` on "its" connection, which PgBouncer
    // shares with the other client.
    const [first, second] = [0, 1].map(
      () => new pg.Client({ connectionString: throughBouncer(databaseName), application_name: 'named-statements' }),
    );
    if (!first || !second) throw new Error('two clients');
    await Promise.all([first.connect(), second.connect()]);
    try {
      const read = { name: 'r_same_text', text: 'SELECT count(*) FROM owners WHERE id > $1', values: [0] };
      for (let round = 0; round < SERVER_CONNECTIONS + 1; round++) await first.query(read);
      await expect(second.query(read)).rejects.toThrow(
        /prepared statement "r_same_text" (already exists|does not exist)/,
      );
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });

  it('listens on the direct connection: a notification written through the pooler reaches the event stream', async () => {
    const login = await signIn(app, 'owner@example.com');
    const stream = await openEventStream(`${base}/api/events`, ownHeaders(login));
    const before = await stream.nextUnread();
    const { token } = await createStaffToken(ctx.database.db, 'bouncer-staff@test.local');
    const published = await app.inject({
      method: 'POST',
      url: '/api/staff/notifications',
      headers: bearer(token),
      payload: { owner_id: login.user.userId, message: { en: 'Through PgBouncer' } },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await stream.nextUnread()).toBe(before + 1);
    stream.abort();

    // The listener is a client of PostgreSQL itself, never of the pooler.
    const clients = await bouncerClients();
    expect(clients.length).toBeGreaterThan(0);
    expect(clients).not.toContain('portal-listen');
    const direct = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`application_name = 'portal-listen' AND datname = ${databaseName}`);
    expect(direct[0]?.n).toBeGreaterThan(0);
  });

  it('migrates over the direct connection, under its session lock', async () => {
    expect(await pooled.migrate()).toMatchObject({ applied: 0 });
    const [owner] = await pooled.db.select().from(schema.owners).where(eq(schema.owners.email, 'owner@example.com'));
    expect(owner?.email).toBe('owner@example.com');
  });
});
