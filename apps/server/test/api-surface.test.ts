import { describe, expect, it } from 'vitest';
import { countRows, DEMO_PASSWORD, ownHeaders, signIn, tables } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const ctx = useTestApp({ seeded: true });

const WRITTEN = ['owners', 'auth_tokens', 'login_failures', 'outbox', 'audit_log', 'owner_app_versions'] as const;

describe('routing and documentation', () => {
  it('answers unknown routes under every API surface with 404 JSON', async () => {
    for (const url of ['/api/whatever', '/api/pordal/whatever', '/api/legacy/whatever?x=1']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        title: 'NOT_FOUND',
        detail: `No route GET ${url.split('?')[0]}`,
      });
    }
  });

  it('asks for a session before it reads the body: anonymous malformed writes get 401, not a validation report', async () => {
    for (const url of ['/api/pordal/owner-reservation', '/api/legacy/owners-reservations', '/api/version_log']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"checkIn": 12',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('serves an OpenAPI document generated from the contract schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/login',
      '/api/pordal/oauth',
      '/api/login_as_admin',
      '/api/version_log',
      '/api/legacy/authenticate/revoke',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const login = doc.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
  });
});

describe('bad input is refused with 400 and writes nothing', () => {
  const cases: {
    name: string;
    method: 'POST' | 'GET';
    url: string;
    payload?: string;
    type?: string;
    detail: RegExp;
  }[] = [
    {
      name: 'malformed JSON',
      method: 'POST',
      url: '/api/login',
      payload: '{"username": "owner@example.com",',
      detail: /JSON/i,
    },
    {
      name: 'missing password',
      method: 'POST',
      url: '/api/login',
      payload: '{"username":"owner@example.com"}',
      detail: /body\.password/,
    },
    {
      name: 'wrong type',
      method: 'POST',
      url: '/api/login',
      payload: '{"username":42,"password":true}',
      detail: /body\.username/,
    },
    {
      name: 'over-long e-mail',
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ username: `${'a'.repeat(300)}@example.com`, password: DEMO_PASSWORD }),
      detail: /body\.username/,
    },
    {
      name: 'over-long password',
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ username: 'owner@example.com', password: 'x'.repeat(5000) }),
      detail: /body\.password/,
    },
    { name: 'array body', method: 'POST', url: '/api/login', payload: '[1,2]', detail: /body/ },
    {
      name: 'reset without confirmation',
      method: 'POST',
      url: '/api/pordal/password/owner-reset',
      payload: '{"token":"t","password":"Aa1#aaaa"}',
      detail: /passwordConfirm/,
    },
    {
      name: 'forgot without e-mail',
      method: 'GET',
      url: '/api/pordal/password/owner-forgot',
      detail: /querystring\.email/,
    },
    {
      name: 'check-reset-token without token',
      method: 'GET',
      url: '/api/pordal/password/check-reset-token',
      detail: /querystring\.token/,
    },
    {
      name: 'oauth without grant type',
      method: 'POST',
      url: '/api/pordal/oauth',
      payload: '{"username":"owner@example.com"}',
      detail: /grant_type/,
    },
    {
      name: 'admin token too long',
      method: 'POST',
      url: '/api/login_as_admin',
      payload: JSON.stringify({ token: 't'.repeat(500) }),
      detail: /body\.token/,
    },
    {
      name: 'client error without message',
      method: 'POST',
      url: '/api/client-errors',
      payload: '{"stack":"x"}',
      detail: /body\.message/,
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const before = await countRows(ctx, [...WRITTEN]);
      const response = await ctx.app.inject({
        method: c.method,
        url: c.url,
        ...(c.payload === undefined
          ? {}
          : { payload: c.payload, headers: { 'content-type': c.type ?? 'application/json' } }),
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', title: 'VALIDATION_FAILED' });
      expect(body.detail).toMatch(c.detail);
      expect(await countRows(ctx, [...WRITTEN])).toEqual(before);
    });
  }

  it('an authenticated write with a bad body changes nothing either', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const before = await countRows(ctx, [...WRITTEN]);
    for (const payload of [
      { platform: 'ios', version: '1.3.0; drop table owners' },
      { platform: 'windows', version: '1.3.0' },
      {},
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/version_log',
        headers: ownHeaders(login),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await countRows(ctx, [...WRITTEN])).toEqual(before);
  });
});

describe('/api/version_log', () => {
  it('GET needs no sign-in and returns the newest published versions', async () => {
    await ctx.database.db.insert(tables.appVersions).values({
      iosNewerVersion: '1.4.0',
      androidNewerVersion: '1.3.2',
      createdAt: new Date(Date.now() + 60_000),
    });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/version_log' });
    expect(response.json()).toEqual({
      success: true,
      latest_version_log: { ios_newer_version: '1.4.0', android_newer_version: '1.3.2' },
    });
  });

  it('GET answers null when nothing is published', async () => {
    await ctx.database.db.delete(tables.appVersions);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/version_log' })).json()).toEqual({
      success: true,
      latest_version_log: null,
    });
  });

  it('POST records the installed version for the signed-in owner, and needs a session', async () => {
    const login = await signIn(ctx.app, 'pordal@example.com');
    const payload = { platform: 'android', version: '1.2.9' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/version_log', payload })).statusCode).toBe(401);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/version_log',
      headers: ownHeaders(login),
      payload,
    });
    expect(response.json()).toEqual({ success: true });
    const rows = await ctx.database.db.select().from(tables.ownerAppVersions);
    expect(rows).toEqual([
      expect.objectContaining({ ownerId: login.user.userId, platform: 'android', version: '1.2.9' }),
    ]);
  });
});

describe('POST /api/client-errors', () => {
  it('accepts a report with or without a session and answers 204', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const payload = { message: 'TypeError: x is undefined', stack: 'at a.js:1', url: '/properties', userAgent: 'test' };
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/client-errors', payload });
    expect(anonymous.statusCode).toBe(204);
    expect(anonymous.body).toBe('');
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: ownHeaders(login),
      payload,
    });
    expect(signedIn.statusCode).toBe(204);
    const staleToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { authorization: 'Basic bm9ib2R5Om5vdGhpbmc=' },
      payload,
    });
    expect(staleToken.statusCode).toBe(204);
  });
});
