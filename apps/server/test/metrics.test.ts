import { schema } from '@portal/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricsServer, startMetricsServer } from '../src/http/metrics-server.ts';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { openEventStream, waitUntil } from './helpers/event-stream.ts';
import { appOn } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * /metrics (decision 074): Prometheus text behind a bearer token on the main port, or on a port of its own; after a
 * short journey (sign-in, a calendar, refused reset mails, a job pass, an open event stream) the series move.
 */
const TOKEN = 'metrics-token-for-the-tests-0123';
const ctx = useTestApp({ seeded: true, env: { METRICS_TOKEN: TOKEN, RATE_LIMITS: 'on' } });

/** The value of one series in Prometheus text, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

async function pendingMails(): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: schema.outbox.id })
    .from(schema.outbox)
    .where(isNull(schema.outbox.sentAt));
  return rows.length;
}

describe('/metrics', () => {
  it('asks for the bearer token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });

  it('moves after a journey: requests by route and status, refusals, job runs, the outbox, open streams, the pool', async () => {
    const before = await scrape();
    const label = { method: 'POST', route: '/api/login', status_code: '200' };
    const forgotRoute = '/api/pordal/password/owner-forgot';
    const calendarRoute = { method: 'GET', route: '/api/calendar', status_code: '200' };

    const login = await signIn(ctx.app, 'owner@example.com');
    const [property] = await ctx.database.db
      .select({ id: schema.properties.id })
      .from(schema.properties)
      .where(and(eq(schema.properties.ownerId, login.user.userId), eq(schema.properties.isActive, true)))
      .orderBy(asc(schema.properties.id))
      .limit(1);
    const calendar = await ctx.app.inject({
      method: 'GET',
      url: `/api/calendar?listingId=${property?.id}&from=2026-06-01&to=2026-06-30`,
      headers: ownHeaders(login),
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    // Three reset mails for one e-mail an hour; the fourth is refused (429).
    const forgot = () =>
      ctx.app.inject({ method: 'GET', url: `${forgotRoute}?email=owner@example.com` }).then((r) => r.statusCode);
    expect([await forgot(), await forgot(), await forgot(), await forgot()]).toEqual([200, 200, 200, 429]);
    const pendingBefore = await pendingMails();
    await ctx.app.runJobs();
    expect(await pendingMails()).toBe(pendingBefore + 3);
    // Two minutes later the oldest unsent mail is at least that old.
    ctx.clock.advance(120_000);
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${base}/api/events`, ownHeaders(login));
    await stream.nextUnread();

    const after = await scrape();
    const moved = (name: string, labels?: Record<string, string>) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(moved('http_request_duration_seconds_count', label)).toBe(1);
    expect(moved('http_request_duration_seconds_count', calendarRoute)).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...label, le: '+Inf' })).toBe(
      sample(after, 'http_request_duration_seconds_count', label),
    );
    expect(moved('http_request_duration_seconds_count', { route: forgotRoute, status_code: '429' })).toBe(1);
    expect(moved('portal_rate_limit_refusals_total', { route: forgotRoute })).toBe(1);
    expect(moved('portal_job_runs_total', { job: 'reset-requests' })).toBe(1);
    expect(sample(after, 'portal_job_failures_total', { job: 'reset-requests' }) ?? 0).toBe(0);
    expect(sample(after, 'portal_outbox_pending')).toBe(pendingBefore + 3);
    expect(sample(after, 'portal_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(sample(after, 'portal_event_streams_open')).toBe(1);
    if (ctx.database.kind === 'postgres') {
      expect(sample(after, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(after, 'portal_db_pool_max')).toBeGreaterThan(0);
    } else {
      // The embedded database has no pool.
      expect(sample(after, 'portal_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
    stream.abort();
    await waitUntil(() => ctx.app.openEventStreams() === 0);
    expect(sample(await scrape(), 'portal_event_streams_open')).toBe(0);
  });
});

describe('METRICS_PORT', () => {
  let server: MetricsServer;
  beforeAll(async () => {
    server = await startMetricsServer(ctx.app.metrics.registry, { port: 0, host: '127.0.0.1', token: TOKEN });
  });
  afterAll(() => server.close());

  it('serves the same series on a port of its own, with the token, and nothing else there', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/api/login`)).status).toBe(404);
  });

  it('then the main port has no /metrics at all', async () => {
    const { app } = await appOn(ctx.database, { METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
