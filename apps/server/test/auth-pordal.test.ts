import { describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, signIn } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const TOKEN = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/);

const ctx = useTestApp({ seeded: true });

const oauth = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/pordal/oauth', payload });
const refresh = (token: string | undefined) =>
  oauth({ grant_type: 'refresh_token', client_id: 'owner-portal', refresh_token: token });
const profile = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/pordal/owner-profile', headers: bearer(token) });

function expectInvalidGrant(response: Awaited<ReturnType<typeof oauth>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ status: 400, title: 'invalid_grant', detail: expect.any(String) });
}

describe('POST /api/pordal/oauth', () => {
  it('password grant issues an access and a refresh token for a pordal owner', async () => {
    const response = await oauth({
      grant_type: 'password',
      client_id: 'owner-portal',
      username: 'pordal@example.com',
      password: DEMO_PASSWORD,
    });
    expect(response.json()).toEqual({
      access_token: TOKEN,
      refresh_token: TOKEN,
      expires_in: 3600,
      token_type: 'Bearer',
    });
    expect((await profile(response.json().access_token)).json()).toMatchObject({
      email: 'pordal@example.com',
      firstName: 'Paula',
      lastName: 'Porter',
    });
  });

  it('accepts the form encoding OAuth clients use', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/pordal/oauth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${encodeURIComponent('owner@example.com')}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('password grant refuses a wrong password and an owner only on the legacy system with invalid_grant', async () => {
    expectInvalidGrant(await oauth({ grant_type: 'password', username: 'pordal@example.com', password: 'Wrong#2026' }));
    expectInvalidGrant(
      await oauth({ grant_type: 'password', username: 'legacy@example.com', password: DEMO_PASSWORD }),
    );
  });

  it('refresh rotates: new tokens work, the used refresh token is refused afterwards', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const first = await refresh(login.pordal?.refresh_token);
    expect(first.json()).toEqual({ access_token: TOKEN, refresh_token: TOKEN, expires_in: 3600, token_type: 'Bearer' });
    expect(first.json().refresh_token).not.toBe(login.pordal?.refresh_token);
    expect((await profile(first.json().access_token)).statusCode).toBe(200);

    expectInvalidGrant(await refresh(login.pordal?.refresh_token));
    const second = await refresh(first.json().refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('refuses an expired refresh token (30 days) with invalid_grant', async () => {
    const login = await signIn(ctx.app, 'pordal@example.com');
    ctx.clock.advance(30 * 24 * 3600_000 + 1000);
    expectInvalidGrant(await refresh(login.pordal?.refresh_token));
  });

  it('refuses a revoked refresh token and an unknown one with invalid_grant', async () => {
    const login = await signIn(ctx.app, 'pordal@example.com');
    const basic = Buffer.from(`${login.user.userId}:${login.token}`).toString('base64');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Basic ${basic}` },
      payload: { refresh_token: login.pordal?.refresh_token },
    });
    expectInvalidGrant(await refresh(login.pordal?.refresh_token));
    expectInvalidGrant(await refresh('not-a-token'));
  });

  it('answers an unknown grant type with unsupported_grant_type', async () => {
    const response = await oauth({ grant_type: 'client_credentials', client_id: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ title: 'unsupported_grant_type', code: 'unsupported_grant_type' });
  });

  it('a refresh grant without the token is a validation error, not a grant error', async () => {
    const response = await oauth({ grant_type: 'refresh_token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/pordal/owner-profile', () => {
  it('needs a live access token: refused without one and after it expires', async () => {
    const login = await signIn(ctx.app, 'pordal@example.com');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pordal/owner-profile' })).statusCode).toBe(401);
    const access = login.access_token ?? '';
    expect((await profile(access)).statusCode).toBe(200);
    ctx.clock.advance(3600_000);
    const expired = await profile(access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHENTICATED');
  });
});
