import { Writable } from 'node:stream';
import { schema } from '@portal/db';
import { DEMO_PASSWORD } from '@portal/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types.ts';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { openEventStream } from './helpers/event-stream.ts';
import { type RunningProxy, requestFrom, startCaddy, startNginx } from './helpers/proxies.ts';
import { createStaffToken } from './helpers/staff.ts';
import { appOn } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * The tested proxy configurations (deploy/nginx, deploy/caddy) in front of real listening apps on PostgreSQL, with the
 * rate limits on (decision 072): two clients on two addresses behind one proxy are counted apart when TRUST_PROXY is
 * set, and as the proxy's one address when it is not; a client cannot choose its address by sending X-Forwarded-For;
 * the live event stream passes through unbuffered; a draining process ends it with a reconnect hint.
 */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const ctx = useTestApp({
  seeded: true,
  env: { RATE_LIMITS: 'on', TRUST_PROXY: '1', LOG_LEVEL: 'info' },
  logStream,
});
const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';
const SIGN_IN_LIMIT = 30;

let trusting: App;
let untrusting: App;
let nginx: RunningProxy;
let nginxUntrusted: RunningProxy;
let caddy: RunningProxy;

const portOf = (app: App) => {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return address.port;
};

beforeAll(async () => {
  trusting = ctx.app;
  await trusting.listen({ port: 0, host: '127.0.0.1' });
  untrusting = (await appOn(ctx.database, { RATE_LIMITS: 'on' })).app;
  await untrusting.listen({ port: 0, host: '127.0.0.1' });
  // One after the other, each kept for afterAll as soon as it runs, so a failed start leaves no proxy behind.
  nginx = started(await startNginx([portOf(trusting)]));
  nginxUntrusted = started(await startNginx([portOf(untrusting)]));
  caddy = started(await startCaddy([portOf(trusting)]));
}, 60_000);
const running: RunningProxy[] = [];
const started = (proxy: RunningProxy) => {
  running.push(proxy);
  return proxy;
};
afterAll(async () => {
  await Promise.all(running.map((proxy) => proxy.stop()));
  await untrusting?.close();
});

const signInFrom = (from: string, base: string, username: string, headers: Record<string, string> = {}) =>
  requestFrom(from, `${base}/api/login`, {
    method: 'POST',
    headers,
    body: { username, password: username.startsWith('ghost') ? 'Wrong#2026' : DEMO_PASSWORD },
  });

/** The sign-in counts by address this window: what the limit saw as the client's address. */
async function signInCounts(): Promise<Record<string, number>> {
  const rows = await ctx.database.db
    .select({ subject: schema.rateLimitHits.subject, hits: schema.rateLimitHits.hits })
    .from(schema.rateLimitHits)
    .where(eq(schema.rateLimitHits.bucket, 'sign-in:ip'));
  return Object.fromEntries(rows.map((row) => [row.subject, row.hits]));
}

describe('behind nginx (deploy/nginx/portal-locations.conf)', () => {
  it('with TRUST_PROXY=1 two clients behind the proxy have sign-in limits of their own, and the log names each', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      const answer = await signInFrom(CLIENT_A, nginx.url, `ghost-${i}@example.test`);
      expect(answer.status, answer.body).toBe(401);
    }
    const refused = await signInFrom(CLIENT_A, nginx.url, 'owner@example.com');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    // Claiming another address in the header changes nothing: nginx appends the one it saw, the server takes that.
    const spoofed = await signInFrom(CLIENT_A, nginx.url, 'owner@example.com', { 'x-forwarded-for': '10.9.8.7' });
    expect(spoofed.status).toBe(429);

    const other = await signInFrom(CLIENT_B, nginx.url, 'owner@example.com');
    expect(other.status, other.body).toBe(200);
    expect(await signInCounts()).toEqual({ [CLIENT_A]: SIGN_IN_LIMIT + 2, [CLIENT_B]: 1 });
    const logged = logLines.filter((line) => line.includes('"url":"/api/login"')).map((line) => JSON.parse(line));
    expect(new Set(logged.map((line) => line.req.remoteAddress))).toEqual(new Set([CLIENT_A, CLIENT_B]));
  });

  it('without TRUST_PROXY every client is the proxy: one count for all (what the setting is for)', async () => {
    expect((await signInFrom(CLIENT_A, nginxUntrusted.url, 'owner@example.com')).status).toBe(200);
    expect((await signInFrom(CLIENT_B, nginxUntrusted.url, 'owner@example.com')).status).toBe(200);
    expect(await signInCounts()).toEqual({ '127.0.0.1': 2 });
  });

  it('never serves /metrics through the proxy', async () => {
    expect((await requestFrom(CLIENT_A, `${nginx.url}/metrics`)).status).toBe(404);
    expect((await requestFrom(CLIENT_A, `${caddy.url}/metrics`)).status).toBe(404);
  });
});

describe('behind Caddy (deploy/caddy/portal-proxy.caddy)', () => {
  it('counts the address Caddy saw, whatever X-Forwarded-For the client sent', async () => {
    const a = await signInFrom(CLIENT_A, caddy.url, 'owner@example.com', { 'x-forwarded-for': '10.9.8.7' });
    expect(a.status, a.body).toBe(200);
    expect((await signInFrom(CLIENT_B, caddy.url, 'owner@example.com')).status).toBe(200);
    expect(await signInCounts()).toEqual({ [CLIENT_A]: 1, [CLIENT_B]: 1 });
  });
});

async function publishTo(email: string): Promise<void> {
  const [owner] = await ctx.database.db.select().from(schema.owners).where(eq(schema.owners.email, email));
  const { token } = await createStaffToken(ctx.database.db, 'proxy-staff@test.local');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/notifications',
    headers: bearer(token),
    payload: { owner_id: owner?.id, message: { en: 'Through the proxy' } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the live event stream through each proxy', () => {
  it('passes each event on at once (nginx and Caddy), then a draining process ends it with a reconnect hint', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const throughNginx = await openEventStream(`${nginx.url}/api/events`, ownHeaders(login));
    const throughCaddy = await openEventStream(`${caddy.url}/api/events`, ownHeaders(login));
    expect(throughNginx.status).toBe(200);
    expect(throughCaddy.status).toBe(200);
    const before = await throughNginx.nextUnread();
    expect(await throughCaddy.nextUnread()).toBe(before);

    await publishTo('owner@example.com');
    expect(await throughNginx.nextUnread()).toBe(before + 1);
    expect(await throughCaddy.nextUnread()).toBe(before + 1);

    // Last in this file: the app drains for good.
    await ctx.app.drain();
    expect(await throughNginx.next()).toMatchObject({ retry: expect.stringMatching(/^\d{4}$/) });
    expect(await throughCaddy.next()).toMatchObject({ retry: expect.stringMatching(/^\d{4}$/) });
    await throughNginx.ended();
    await throughCaddy.ended();
    const ready = await requestFrom(CLIENT_A, `${nginx.url}/readyz`);
    expect(ready.status).toBe(503);
  });
});
