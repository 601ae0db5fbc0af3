import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { bearer, DEMO_PASSWORD, openSecondConnection, ownHeaders, signIn } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const WRONG = { status: 401, code: 'INVALID_CREDENTIALS', detail: 'Username does not exist or password is incorrect' };
const TOKEN = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/);

const ctx = useTestApp({ seeded: true });

describe('POST /api/login', () => {
  it('status both: a session token, the legacy token and the pordal token config', async () => {
    const body = await signIn(ctx.app, 'owner@example.com');
    expect(body).toEqual({
      status: 'both',
      token: TOKEN,
      access_token: body.pordal?.access_token,
      guesty: { token: TOKEN },
      pordal: { access_token: TOKEN, refresh_token: TOKEN, expires_in: 3600 },
      user: { userId: expect.any(Number), name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: true },
      preferredLanguage: 'en',
    });
    expect(body.access_token).toEqual(TOKEN);
  });

  it('status guesty: no pordal tokens', async () => {
    const body = await signIn(ctx.app, 'legacy@example.com');
    expect(body).toEqual({
      status: 'guesty',
      token: TOKEN,
      access_token: null,
      guesty: { token: TOKEN },
      pordal: null,
      user: { userId: expect.any(Number), name: 'legacy@example.com', fullName: 'Leo Lang', isPordalUser: false },
      preferredLanguage: 'en',
    });
  });

  it('status pordal: no legacy token', async () => {
    const body = await signIn(ctx.app, 'pordal@example.com');
    expect(body).toEqual({
      status: 'pordal',
      token: TOKEN,
      access_token: body.pordal?.access_token,
      guesty: null,
      pordal: { access_token: TOKEN, refresh_token: TOKEN, expires_in: 3600 },
      user: { userId: expect.any(Number), name: 'pordal@example.com', fullName: 'Paula Porter', isPordalUser: true },
      preferredLanguage: 'en',
    });
  });

  it('each issued token works on its own surface only', async () => {
    const body = await signIn(ctx.app, 'owner@example.com');
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/version_log',
      headers: ownHeaders(body),
      payload: { platform: 'ios', version: '1.3.0' },
    });
    expect(own.statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/pordal/owner-profile',
      headers: bearer(body.access_token ?? ''),
    });
    expect(profile.json()).toEqual({
      id: body.user.userId,
      email: 'owner@example.com',
      firstName: 'Olivia',
      lastName: 'Owens',
    });
    const sessionAsPordal = await ctx.app.inject({
      method: 'GET',
      url: '/api/pordal/owner-profile',
      headers: bearer(body.token),
    });
    expect(sessionAsPordal.statusCode).toBe(401);
    const legacyAsOwn = await ctx.app.inject({
      method: 'POST',
      url: '/api/version_log',
      headers: ownHeaders({ ...body, token: body.guesty?.token ?? '' }),
      payload: { platform: 'ios', version: '1.3.0' },
    });
    expect(legacyAsOwn.statusCode).toBe(401);
  });

  it('trims and ignores the case of the e-mail', async () => {
    const body = await signIn(ctx.app, '  Owner@Example.COM ');
    expect(body.user.name).toBe('owner@example.com');
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    for (const username of ['owner@example.com', 'nobody@example.com']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'Wrong#2026' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ ...WRONG, title: 'INVALID_CREDENTIALS' });
    }
  });
});

describe('lockout after 5 failed sign-ins in 15 minutes', () => {
  const attempt = (app = ctx.app, password = 'Wrong#2026', username = 'owner@example.com') =>
    app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  it('refuses the right password on the 6th attempt, in every process, until the window has passed', async () => {
    ctx.clock.set(new Date('2026-03-01T10:00:00Z'));
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);

    const locked = await attempt(ctx.app, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_FAILED_LOGIN_ATTEMPTS',
      detail: 'Too many failed login attempts. Please try again in 15 minutes.',
    });

    // A second server process on the same database: nothing about the lockout is held in memory.
    const connection = await openSecondConnection(ctx);
    const second = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: connection.database,
      now: () => ctx.clock.now(),
      serveWeb: false,
    });
    try {
      expect((await attempt(second, DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await second.close();
      await connection.close();
    }
    // Another account is not affected.
    expect((await attempt(ctx.app, DEMO_PASSWORD, 'legacy@example.com')).statusCode).toBe(200);

    ctx.clock.advance(14 * 60_000);
    expect((await attempt(ctx.app, DEMO_PASSWORD)).statusCode).toBe(429);
    ctx.clock.advance(60_000);
    expect((await attempt(ctx.app, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures for unknown e-mails too, case-insensitively', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(ctx.app, 'x', i % 2 ? 'Ghost@example.com' : 'ghost@example.com')).statusCode).toBe(401);
    expect((await attempt(ctx.app, 'x', 'ghost@example.com')).statusCode).toBe(429);
  });

  it('a successful sign-in clears the failures', async () => {
    for (let i = 0; i < 4; i++) await attempt();
    expect((await attempt(ctx.app, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt(ctx.app, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('the pordal password grant shares the lockout', async () => {
    for (let i = 0; i < 5; i++) await attempt(ctx.app, 'Wrong#2026', 'pordal@example.com');
    const grant = await ctx.app.inject({
      method: 'POST',
      url: '/api/pordal/oauth',
      payload: { grant_type: 'password', username: 'pordal@example.com', password: DEMO_PASSWORD },
    });
    expect(grant.statusCode).toBe(429);
    expect(grant.json().code).toBe('TOO_MANY_FAILED_LOGIN_ATTEMPTS');
  });
});

describe('sign-out and the owner header', () => {
  it('POST /api/logout revokes the session token and the pordal refresh token sent with it', async () => {
    const body = await signIn(ctx.app, 'owner@example.com');
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: ownHeaders(body),
      payload: { refresh_token: body.pordal?.refresh_token },
    });
    expect(logout.json()).toEqual({ success: true });
    const after = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: ownHeaders(body), payload: {} });
    expect(after.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/pordal/oauth',
      payload: { grant_type: 'refresh_token', refresh_token: body.pordal?.refresh_token },
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().title).toBe('invalid_grant');
  });

  it('POST /api/legacy/authenticate/revoke revokes the legacy token', async () => {
    const body = await signIn(ctx.app, 'legacy@example.com');
    const headers = bearer(body.guesty?.token ?? '');
    const revoke = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/legacy/authenticate/revoke',
        headers,
        payload: { apiKey: 'k', accountId: 'a' },
      });
    expect((await revoke()).json()).toEqual({ success: true });
    expect((await revoke()).statusCode).toBe(401);
    // The owner-API session is a separate credential and still works.
    const own = await ctx.app.inject({ method: 'GET', url: '/api/version_log', headers: ownHeaders(body) });
    expect(own.statusCode).toBe(200);
  });

  it('refuses an x-owner that names someone else with 403 OWNER_MISMATCH', async () => {
    const owner = await signIn(ctx.app, 'owner@example.com');
    const other = await signIn(ctx.app, 'legacy@example.com');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/version_log',
      headers: ownHeaders(owner, String(other.user.userId)),
      payload: { platform: 'android', version: '1.2.0' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'OWNER_MISMATCH' });
  });
});
