import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { schema } from '@portal/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { mintAdminLoginLink } from '../src/modules/auth/admin-link.ts';
import { DEMO_PASSWORD, ownHeaders, signIn } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { NOW, propertyIdOf, signedInDriver } from './owner-stays-fixtures.ts';

/** Every log line the app writes in this file, so a test can prove no secret reached one. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const ctx = useTestApp({ seeded: true, now: NOW, env: { LOG_LEVEL: 'info' }, logStream });

const refusal = (status: number, code: string) => expect.objectContaining({ status, code, title: code });

/** What the file tried, counted as it goes; printed as one summary line. */
const tried = {
  nul: 0,
  outOfBounds: 0,
  signIns: 0,
  checked: 0,
  locked: 0,
  logLines: 0,
  secrets: 0,
  secretsLogged: 0,
  headerChecks: 0,
};
afterAll(() => {
  console.info(
    `security defects (${ctx.database.kind}): ${tried.nul} requests with a NUL refused, ${tried.outOfBounds} out-of-bounds stays refused, ` +
      `${tried.signIns} sign-in attempts against the lockout (${tried.checked} checked, ${tried.locked} answered 429), ` +
      `${tried.logLines} log lines scanned for ${tried.secrets} minted tokens (${tried.secretsLogged} found), ` +
      `${tried.headerChecks} answers checked for security headers or a served source map`,
  );
});

describe('a NUL character anywhere is refused with 400, in one place, and writes nothing', () => {
  it('sign-in, the pordal grant, the forgot call and the property search', async () => {
    const calls = [
      { method: 'POST', url: '/api/login', payload: { username: 'owner@example.com\u0000', password: 'x' } },
      {
        method: 'POST',
        url: '/api/pordal/oauth',
        payload: { grant_type: 'password', username: 'a\u0000b', password: 'x' },
      },
      { method: 'GET', url: '/api/pordal/password/owner-forgot?email=a%00b' },
      { method: 'GET', url: '/api/properties?search=a%00b' },
    ] as const;
    const login = await signIn(ctx.app, 'owner@example.com');
    for (const call of calls) {
      const response = await ctx.app.inject({ ...call, headers: ownHeaders(login) });
      if (response.statusCode === 400) tried.nul++;
      expect(response.statusCode, call.url).toBe(400);
      expect(response.json()).toEqual(refusal(400, 'VALIDATION_FAILED'));
      expect(response.json().detail).toContain('must not contain a NUL character');
    }
    const [failures] = await ctx.database.db.select({ n: count() }).from(schema.loginFailures);
    expect(failures?.n).toBe(0);
  });

  it.each(['pordal', 'legacy'] as const)('an owner-stay note on the %s surface', async (system) => {
    const owner = system === 'pordal' ? 'pordal@example.com' : 'legacy@example.com';
    const api = await signedInDriver(ctx, system, owner);
    const propertyId = await propertyIdOf(ctx, system === 'pordal' ? 'Jumeirah Villa 12' : 'Business Bay 2201');
    const before = await ctx.database.db.select({ n: count() }).from(schema.stays);
    const response = await api.create({
      propertyId,
      checkIn: '2030-03-12T15:00',
      checkOut: '2030-03-19T11:00',
      note: 'gate code 12\u000034',
      accessAnswer: 'have_both',
    });
    if (response.statusCode === 400) tried.nul++;
    expect(response.statusCode).toBe(400);
    expect(response.json().validation).toEqual([
      { path: 'body.note', code: 'nul_character', message: 'must not contain a NUL character' },
    ]);
    expect(await ctx.database.db.select({ n: count() }).from(schema.stays)).toEqual(before);
  });
});

describe('an unpaired UTF-16 surrogate is refused with 400 like a NUL, and writes nothing', () => {
  /** A support message from a signed-in owner, sent as the app sends it. */
  const sendContact = (login: Awaited<ReturnType<typeof signIn>>, body: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/send_contact_mail',
      headers: { ...ownHeaders(login), 'content-type': 'application/json' },
      // JSON.stringify writes a lone surrogate as its escape, as a browser's fetch of pasted broken text does.
      payload: JSON.stringify({ subject: 'general_question', ...body }),
    });

  it('a support message and its name, an owner-stay note; a whole emoji still goes through', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const contact = (body: Record<string, string>) => sendContact(login, body);
    const outboxBefore = await ctx.database.db.select({ n: count() }).from(schema.outbox);
    const refused: { body: Record<string, string>; path: string }[] = [
      { body: { message: 'hi \uD800 there' }, path: 'body.message' },
      { body: { message: 'ok', full_name: 'Ann \uDFFF' }, path: 'body.full_name' },
      { body: { message: 'reversed \uDC00\uD800 pair' }, path: 'body.message' },
    ];
    for (const { body, path } of refused) {
      const response = await contact(body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual(refusal(400, 'VALIDATION_FAILED'));
      expect(response.json().validation).toEqual([
        { path, code: 'unpaired_surrogate', message: 'must not contain an unpaired UTF-16 surrogate' },
      ]);
    }
    expect(await ctx.database.db.select({ n: count() }).from(schema.outbox)).toEqual(outboxBefore);

    const api = await signedInDriver(ctx, 'pordal', 'pordal@example.com');
    const propertyId = await propertyIdOf(ctx, 'Jumeirah Villa 12');
    const staysBefore = await ctx.database.db.select({ n: count() }).from(schema.stays);
    const note = await api.create({
      propertyId,
      checkIn: '2030-04-12T15:00',
      checkOut: '2030-04-19T11:00',
      note: 'gate \uD83D code',
      accessAnswer: 'have_both',
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().validation[0]).toMatchObject({ path: 'body.note', code: 'unpaired_surrogate' });
    expect(await ctx.database.db.select({ n: count() }).from(schema.stays)).toEqual(staysBefore);

    const emoji = await contact({ message: 'Thanks for the help 👍🏽' });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('a support message of invisible characters only is blank: refused, nothing sent', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const contact = (body: Record<string, string>) => sendContact(login, body);
    const outboxBefore = await ctx.database.db.select({ n: count() }).from(schema.outbox);
    for (const message of ['\u200b\u200b\u200b', ' \u2060\ufeff ', '\u200f']) {
      const response = await contact({ message });
      expect(response.json(), JSON.stringify(message)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await ctx.database.db.select({ n: count() }).from(schema.outbox)).toEqual(outboxBefore);
  });
});

describe('a date at the far end of the calendar is refused with 400, not 500 (defect 11)', () => {
  it('the calendar and the reservations list', async () => {
    const headers = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    const marina = await propertyIdOf(ctx, 'Marina Gate 1204');
    const urls = [
      `/api/calendar?listingId=${marina}&from=9999-12-31&to=9999-12-31`,
      `/api/calendar?listingId=${marina}&from=0000-01-01&to=0000-01-01`,
      '/api/reservations?checkOutDateLocalizedGte=9999-12-31',
      '/api/reservations?checkInDateLocalizedLte=9999-12-31',
    ];
    for (const url of urls) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      tried.outOfBounds++;
      expect(response.json(), url).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    const ordinary = await ctx.app.inject({
      method: 'GET',
      url: `/api/calendar?listingId=${marina}&from=2030-03-01&to=2030-03-31`,
      headers,
    });
    expect(ordinary.statusCode).toBe(200);
  });
});

describe('owner-stay dates are bounded (decision 045)', () => {
  it.each(['pordal', 'legacy'] as const)('on the %s surface', async (system) => {
    const owner = system === 'pordal' ? 'pordal@example.com' : 'legacy@example.com';
    const api = await signedInDriver(ctx, system, owner);
    const propertyId = await propertyIdOf(ctx, system === 'pordal' ? 'Jumeirah Villa 12' : 'Business Bay 2201');
    const stay = (checkIn: string, checkOut: string) =>
      api.create({ propertyId, checkIn, checkOut, note: 'x', accessAnswer: 'have_both' });

    // 9999-12-31 used to overflow the date arithmetic (500); 9999-12-30 was stored as 2.9 million nights.
    for (const checkOut of ['9999-12-31T15:00', '9999-12-30T11:00', '2032-03-10T11:00']) {
      const response = await stay('2030-03-12T15:00', checkOut);
      if (response.statusCode === 422) tried.outOfBounds++;
      expect(response.statusCode, checkOut).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'DATE_TOO_FAR',
        detail: 'Owner stays can be booked up to 2 years ahead',
        validation: [{ path: 'checkOut', code: 'DATE_TOO_FAR' }],
      });
    }
    const long = await stay('2030-03-12T15:00', '2030-06-11T11:00'); // 91 nights
    if (long.statusCode === 422) tried.outOfBounds++;
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'STAY_TOO_LONG', detail: 'An owner stay can last at most 90 nights' });
    const longest = await stay('2030-03-12T15:00', '2030-06-10T11:00'); // 90 nights
    expect(longest.statusCode).toBe(201);
    expect(longest.json().nights).toBe(90);
  });
});

describe('the sign-in lockout holds however the attempts arrive', () => {
  const attempt = async (password: string, username = 'owner@example.com') => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    tried.signIns++;
    if (response.statusCode === 429) tried.locked++;
    else tried.checked++;
    return response;
  };

  it('100 wrong passwords at once: five are checked, the rest answer 429 with Retry-After', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, () => attempt('Wrong#2026')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    const locked = responses.find((response) => response.statusCode === 429);
    expect(locked?.json()).toEqual(refusal(429, 'TOO_MANY_FAILED_LOGIN_ATTEMPTS'));
    expect(Number(locked?.headers['retry-after'])).toBe(15 * 60);
    // Even the right password is refused now, from the same window.
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('29 wrong passwords and the right one together cannot reopen the window', async () => {
    const wrong = Array.from({ length: 29 }, () => attempt('Wrong#2026', 'legacy@example.com'));
    const right = attempt(DEMO_PASSWORD, 'legacy@example.com');
    const responses = await Promise.all([...wrong, right]);
    const checked = responses.filter((response) => response.statusCode !== 429);
    expect(responses.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect(checked.length).toBeLessThanOrEqual(6);
    expect((await attempt('Wrong#2026', 'legacy@example.com')).statusCode).toBe(429);
  });
});

describe('secrets never reach a log line', () => {
  it('reset tokens and admin-login tokens are redacted from the request log', async () => {
    logLines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/pordal/password/owner-forgot?email=owner@example.com' });
    await ctx.app.runJobs();
    const [mail] = await ctx.database.db
      .select({ payload: schema.outbox.payload })
      .from(schema.outbox)
      .where(eq(schema.outbox.kind, 'password_reset'));
    const link = String(mail?.payload.link ?? '');
    const resetToken = link.split('/').pop() ?? '';
    expect(resetToken.length).toBeGreaterThan(20);
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/api/pordal/password/check-reset-token?token=${encodeURIComponent(resetToken)}`,
    });
    expect(check.statusCode).toBe(200);

    const admin = await mintAdminLoginLink(ctx.database.db, {
      email: 'owner@example.com',
      admin: 'Jane Staff',
      now: ctx.clock.now(),
      publicUrl: 'http://127.0.0.1',
    });
    const adminToken = admin?.link.split('/').pop() ?? '';
    expect(adminToken.length).toBeGreaterThan(20);
    await ctx.app.inject({ method: 'GET', url: `/admin-login/${adminToken}` });
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/login_as_admin',
      payload: { token: adminToken },
    });
    expect(signedIn.statusCode).toBe(200);

    const log = logLines.join('');
    expect(log).toContain('check-reset-token?token=[redacted]');
    expect(log).toContain('/admin-login/[redacted]');
    tried.logLines += logLines.length;
    for (const secret of [resetToken, adminToken]) {
      tried.secrets++;
      const forms = [secret, encodeURIComponent(secret)];
      if (logLines.some((line) => forms.some((form) => line.includes(form)))) tried.secretsLogged++;
      for (const form of forms) expect(log).not.toContain(form);
    }
  });
});

describe('small leaks', () => {
  it('the internal admin-link route answers an untrusted caller like an unknown route', async () => {
    const internal = await ctx.app.inject({ method: 'POST', url: '/api/internal/admin-login-link', payload: {} });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/internal/nothing', payload: {} });
    expect(internal.statusCode).toBe(404);
    expect(internal.json()).toEqual({ ...unknown.json(), detail: 'No route POST /api/internal/admin-login-link' });
  });

  it('a request id is only taken from the caller when it is short and plain', async () => {
    logLines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x'.repeat(5000) } });
    await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'proxy-42.abc' } });
    const ids = logLines.map((line) => JSON.parse(line).reqId as string);
    expect(ids.every((id) => id.length <= 64)).toBe(true);
    expect(ids).toContain('proxy-42.abc');
  });
});

describe('security headers and what the web server hands out', () => {
  it('the app page has a CSP without inline scripts; API answers are not stored; source maps are not served', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"version":3}');
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: dist, PUBLIC_URL: 'https://owners.example.com' }),
      database: ctx.database,
      now: () => ctx.clock.now(),
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/properties' });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      // The service worker is a file of this origin; no worker may be started from a blob.
      expect(csp).toContain("worker-src 'self';");
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('same-origin');

      expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
      const map = await app.inject({ method: 'GET', url: '/assets/index-abc.js.map' });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('"version":3');

      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'owner@example.com', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-store');
      expect(login.headers['content-security-policy']).toContain("default-src 'none'");
      tried.headerChecks += [page, map, login].length;
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('no HSTS when the public address is plain http', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    tried.headerChecks++;
  });
});
