import { schema } from '@portal/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { consumeRate, FORGOT_BY_ADDRESS, SIGN_IN_BY_ADDRESS, WRITES_BY_PRINCIPAL } from '../src/http/rate-limit.ts';
import type { App } from '../src/types.ts';
import { openSecondConnection, ownHeaders, signIn } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const NOW = new Date('2030-03-10T06:00:00Z');
const ctx = useTestApp({ seeded: true, env: { RATE_LIMITS: 'on' }, now: NOW });

/** Requests sent and refused with 429, per kind; printed as one summary line. */
const tally = { signIns: 0, forgots: 0, writes: 0, refused: 0, secondProcess: 0 };
afterAll(() => {
  console.info(
    `rate limits (${ctx.database.kind}): ${tally.signIns + tally.forgots + tally.writes} requests ` +
      `(${tally.signIns} sign-ins, ${tally.forgots} reset requests, ${tally.writes} writes), ${tally.refused} refused with 429, ` +
      `${tally.secondProcess} refused by a second app on the same database`,
  );
});
const counted = async <T extends { statusCode: number }>(
  kind: 'signIns' | 'forgots' | 'writes',
  answer: Promise<T>,
) => {
  const response = await answer;
  tally[kind]++;
  if (response.statusCode === 429) tally.refused++;
  return response;
};

const login = (app: App, username: string, remoteAddress = '203.0.113.7') =>
  counted(
    'signIns',
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { username, password: 'wrong-Password1!' },
    }),
  );
const forgot = (email: string, remoteAddress = '203.0.113.8') =>
  counted(
    'forgots',
    ctx.app.inject({
      method: 'GET',
      url: `/api/pordal/password/owner-forgot?email=${encodeURIComponent(email)}`,
      remoteAddress,
    }),
  );
const resetMails = async () => {
  await ctx.app.runJobs();
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(schema.outbox)
    .where(eq(schema.outbox.kind, 'password_reset'));
  return row?.n ?? 0;
};

describe('rate limits, counted in the database (decision 053)', () => {
  it(`sign-in: one address gets ${SIGN_IN_BY_ADDRESS.max} attempts per window whatever the e-mails, then 429 with Retry-After`, async () => {
    for (let i = 0; i < SIGN_IN_BY_ADDRESS.max; i++) {
      expect((await login(ctx.app, `someone${i}@example.com`)).statusCode).toBe(401);
    }
    const refused = await login(ctx.app, 'owner@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_BY_ADDRESS.windowSeconds);
    // Another address is not affected; the pordal token endpoint shares the count.
    expect((await login(ctx.app, 'owner@example.com', '198.51.100.1')).statusCode).toBe(401);
    const oauth = await counted(
      'signIns',
      ctx.app.inject({
        method: 'POST',
        url: '/api/pordal/oauth',
        remoteAddress: '203.0.113.7',
        payload: { grant_type: 'password', username: 'owner@example.com', password: 'x' },
      }),
    );
    expect(oauth.statusCode).toBe(429);
    ctx.clock.advance(retryAfter * 1000);
    expect((await login(ctx.app, 'owner@example.com')).statusCode).toBe(401);
  });

  it('sign-in: 50 attempts sent at once from one address, exactly the limit get through', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(ctx.app, `burst${i}@example.com`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_BY_ADDRESS.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - SIGN_IN_BY_ADDRESS.max);
  });

  it('reset mails: three per e-mail an hour, known or not, then 429 and no more mail', async () => {
    for (let i = 0; i < 3; i++) expect((await forgot('owner@example.com')).statusCode).toBe(200);
    expect(await resetMails()).toBe(3);
    const refused = await forgot('OWNER@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await resetMails()).toBe(3);
    // An unknown e-mail is limited exactly alike, so the answer tells nothing about accounts.
    for (let i = 0; i < 3; i++) expect((await forgot('ghost@example.com')).statusCode).toBe(200);
    expect((await forgot('ghost@example.com')).statusCode).toBe(429);
  });

  it(`reset mails: one address may ask ${FORGOT_BY_ADDRESS.max} times an hour over any e-mails`, async () => {
    for (let i = 0; i < FORGOT_BY_ADDRESS.max; i++) {
      expect((await forgot(`many${i}@example.com`, '192.0.2.50')).statusCode).toBe(200);
    }
    expect((await forgot('owner@example.com', '192.0.2.50')).statusCode).toBe(429);
    expect(await resetMails()).toBe(0);
  });

  it(`writes: a signed-in owner gets ${WRITES_BY_PRINCIPAL.max} a minute, the next is refused and changes nothing`, async () => {
    const session = await signIn(ctx.app, 'owner@example.com');
    const put = (language: string) =>
      counted(
        'writes',
        ctx.app.inject({
          method: 'PUT',
          url: '/api/preferred-language',
          headers: ownHeaders(session),
          payload: { language },
        }),
      );
    for (let i = 0; i < WRITES_BY_PRINCIPAL.max; i++) expect((await put('ru')).statusCode).toBe(200);
    const refused = await put('ar');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const [owner] = await ctx.database.db
      .select({ language: schema.owners.preferredLanguage })
      .from(schema.owners)
      .where(eq(schema.owners.email, 'owner@example.com'));
    expect(owner?.language).toBe('ru');
    // Reads are not counted, nor the reads the spec sends as POST (a month's statistics, once per month shown); the
    // next minute writes again.
    const properties = await ctx.app.inject({ method: 'GET', url: '/api/properties', headers: ownHeaders(session) });
    expect(properties.statusCode).toBe(200);
    const propertyId = (properties.json() as { properties: { id: number }[] }).properties[0]?.id;
    for (let month = 1; month <= 12; month++) {
      const statistics = await ctx.app.inject({
        method: 'POST',
        url: '/api/statistics',
        headers: ownHeaders(session),
        payload: { property_id: propertyId, month, year: 2030 },
      });
      expect(statistics.statusCode).toBe(200);
    }
    ctx.clock.advance(60_000);
    expect((await put('ar')).statusCode).toBe(200);
  });

  it('holds across server processes: a second app on the same database sees the same count', async () => {
    for (let i = 0; i < SIGN_IN_BY_ADDRESS.max; i++) await login(ctx.app, `p${i}@example.com`, '192.0.2.77');
    const connection = await openSecondConnection(ctx);
    const second = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: connection.database,
      now: () => ctx.clock.now(),
      serveWeb: false,
    });
    try {
      const refused = await login(second, 'owner@example.com', '192.0.2.77');
      if (refused.statusCode === 429) tally.secondProcess++;
      expect(refused.statusCode).toBe(429);
    } finally {
      await second.close();
      await connection.close();
    }
  });

  it('prunes windows older than a day when a new window starts', async () => {
    const rule = { name: 'prune-test', max: 5, windowSeconds: 60 };
    await consumeRate(ctx.database.db, rule, 'a', NOW);
    await consumeRate(ctx.database.db, rule, 'b', NOW);
    const later = new Date(NOW.getTime() + 25 * 60 * 60_000);
    expect(await consumeRate(ctx.database.db, rule, 'c', later)).toMatchObject({ allowed: true, hits: 1 });
    const rows = await ctx.database.db
      .select({ subject: schema.rateLimitHits.subject })
      .from(schema.rateLimitHits)
      .where(eq(schema.rateLimitHits.bucket, 'prune-test'));
    expect(rows.map((r) => r.subject)).toEqual(['c']);
  });
});
