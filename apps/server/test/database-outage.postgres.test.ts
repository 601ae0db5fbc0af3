import { openDatabase } from '@portal/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/types.ts';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { postgresUrl } from './helpers/paths.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * PostgreSQL restarting under load (issue 14 "Faults"): a second app reaches the test database through a TCP proxy
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

describe('the database goes away and comes back', () => {
  it('answers 503 SERVICE_UNAVAILABLE in the gap, then serves again by itself', async () => {
    const session = await signIn(app, 'owner@example.com');
    const list = () => app.inject({ method: 'GET', url: '/api/properties', headers: ownHeaders(session) });
    expect((await list()).statusCode).toBe(200);

    await proxy.cut();
    const inGap = await Promise.all([list(), list(), app.inject({ method: 'GET', url: '/readyz' })]);
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
  });
});
