import { openDatabase, schema } from '@portal/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/types.ts';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { postgresUrl } from './helpers/paths.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * PostgreSQL restarting under load: a second app reaches the test database through a TCP proxy
 * that drops every connection and refuses new ones, then comes back. Requests in the gap answer 503 with the error
 * shape; the app recovers by itself, without a restart, and nothing acknowledged is lost.
 */
const ctx = useTestApp({ seeded: true });

let proxy: TcpProxy;
let app: App;
let close: () => Promise<void>;

beforeAll(async () => {
  const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  const target = new URL(postgresUrl(result.rows[0]?.name ?? ''));
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  target.host = `127.0.0.1:${proxy.port}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 4, onPoolError: () => undefined });
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }),
    database,
    serveWeb: false,
  });
  close = async () => {
    await app.close();
    await database.close();
  };
});

afterAll(async () => {
  await close?.();
  await proxy?.close();
});

const NOTE = 'outage-write';
const DAY = 86_400_000;

describe('the database goes away and comes back', () => {
  it('answers 503 SERVICE_UNAVAILABLE in the gap, then serves again by itself, and every acknowledged write is kept', async () => {
    const session = await signIn(app, 'owner@example.com');
    const list = () => app.inject({ method: 'GET', url: '/api/properties', headers: ownHeaders(session) });
    expect((await list()).statusCode).toBe(200);

    // Owner stays, three nights each a week apart from 400 days ahead, on one of the owner's pordal properties.
    const [property] = await ctx.database.db
      .select({ id: schema.properties.id })
      .from(schema.properties)
      .innerJoin(schema.owners, eq(schema.owners.id, schema.properties.ownerId))
      .where(and(eq(schema.owners.email, 'owner@example.com'), eq(schema.properties.isPordal, true)))
      .limit(1);
    const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
    let slot = 0;
    const tried: { checkIn: string; status: number; id?: number; phase: 'before' | 'gap' | 'after' }[] = [];
    const write = async (phase: 'before' | 'gap' | 'after') => {
      const offset = 400 + 7 * slot++;
      const checkIn = `${day(offset)}T15:00`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/pordal/owner-reservation',
        headers: bearer(session.access_token ?? ''),
        payload: {
          propertyId: property?.id,
          checkIn,
          checkOut: `${day(offset + 3)}T11:00`,
          note: NOTE,
          occupancy: 1,
          accessAnswer: 'have_both',
        },
      });
      tried.push({
        checkIn,
        status: response.statusCode,
        phase,
        id: response.statusCode === 201 ? response.json().id : undefined,
      });
      return response;
    };
    for (let i = 0; i < 5; i++) expect((await write('before')).statusCode).toBe(201);

    await proxy.cut();
    const inGap = await Promise.all([
      list(),
      list(),
      app.inject({ method: 'GET', url: '/readyz' }),
      write('gap'),
      write('gap'),
    ]);
    for (const response of inGap) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    }
    expect(inGap[0]?.headers['retry-after']).toBe('5');
    expect(inGap[0]?.json().detail).toBe('The database cannot be reached right now; please try again shortly');
    // A sign-in in the gap is refused as unavailable, never as wrong credentials.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'owner@example.com', password: 'Owner#2026' },
    });
    expect(login.statusCode).toBe(503);

    await proxy.restore();
    // The pool drops its broken connections and opens new ones: within a few requests, without a restart.
    let recovered = 0;
    for (let attempt = 0; attempt < 10 && recovered === 0; attempt++) {
      if ((await list()).statusCode === 200) recovered = attempt + 1;
    }
    expect(recovered).toBeGreaterThan(0);
    expect((await list()).json().properties.length).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await write('after')).statusCode).toBe(201);

    // Read directly, not through the proxy: every acknowledged write before and after the gap is there, and the
    // writes refused in the gap left nothing.
    const acknowledged = tried.filter((t) => t.id !== undefined).map((t) => t.id as number);
    const stored = await ctx.database.db
      .select({ id: schema.stays.id, checkIn: schema.stays.checkIn })
      .from(schema.stays)
      .where(and(eq(schema.stays.note, NOTE), inArray(schema.stays.propertyId, [property?.id ?? 0])));
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual(acknowledged.sort((a, b) => a - b));
    const lost = acknowledged.filter((id) => !stored.some((row) => row.id === id)).length;
    const unacknowledged = stored.filter((row) => !acknowledged.includes(row.id)).length;
    const before = tried.filter((t) => t.phase === 'before' && t.id !== undefined).length;
    const after = tried.filter((t) => t.phase === 'after' && t.id !== undefined).length;
    const gap = inGap.length + 1;
    console.info(
      `database outage (postgres): ${before} writes acknowledged before the gap and ${after} after it, ` +
        `${gap} requests in the gap answered 503 (${tried.filter((t) => t.phase === 'gap').length} of them writes, ` +
        `${unacknowledged} stored), recovered on request ${recovered} without a restart, ${lost} acknowledged writes lost`,
    );
  });
});
