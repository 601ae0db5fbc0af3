import { ERROR_CODES } from '@portal/contract';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isAuthenticatedRoute } from '../src/http/auth.ts';
import { isPublicRoute, PUBLIC_ROUTES } from '../src/http/public-routes.ts';
import { guardRoutes, testOnlyRoutes, unguardedRoutes } from '../src/http/route-guard.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const ctx = useTestApp({ seeded: true });

const methodsOf = (route: RouteOptions) => [route.method].flat();
/** A URL that reaches the route: every parameter filled with a plausible value. */
const sample = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
const authenticated = () => ctx.app.registeredRoutes.filter(isAuthenticatedRoute);

describe('route walk: every route Fastify registered is authenticated by its surface or publicly allowlisted', () => {
  it('finds no route that is neither', () => {
    const routes = ctx.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(28);
    expect(unguardedRoutes(routes)).toEqual([]);
    for (const route of routes) {
      const isPublic = isPublicRoute(route.method, route.url);
      expect(`${methodsOf(route)} ${route.url} ${isPublic ? 'public' : 'authenticated'}`).toBe(
        `${methodsOf(route)} ${route.url} ${isAuthenticatedRoute(route) ? 'authenticated' : 'public'}`,
      );
    }
  });

  it('knows every allowlisted route: the list names no route that does not exist', () => {
    const registered = new Set(ctx.app.registeredRoutes.map((route) => `${methodsOf(route)} ${route.url}`));
    for (const entry of PUBLIC_ROUTES) {
      const found = [...registered].some((key) =>
        entry.under ? key.startsWith(`${entry.method} ${entry.path}`) : key === `${entry.method} ${entry.path}`,
      );
      expect(found, `${entry.method} ${entry.path}`).toBe(true);
    }
  });

  it("fails for a route outside a surface and the allowlist (a test file's own routes pass), and the app won't start", async () => {
    const app = Fastify();
    guardRoutes(app);
    app.get('/api/forgotten', async () => ({ secret: true }));
    app.get('/api/login', async () => ({}));
    await app.register(
      testOnlyRoutes((instance) => {
        instance.post('/test/probe', async () => ({}));
      }),
    );
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten');
    expect(unguardedRoutes(app.registeredRoutes)).toEqual([
      'GET /api/forgotten',
      'HEAD /api/forgotten',
      'GET /api/login',
      'HEAD /api/login',
    ]);
    await app.close();
  });

  it('every authenticated route answers an anonymous call with 401 and the error shape, before reading the body', async () => {
    const routes = authenticated();
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: sample(route.url),
          headers: { 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'HEAD' ? {} : { payload: '{"not json' }),
        });
        expect(response.statusCode, `${method} ${route.url}`).toBe(401);
        if (method === 'HEAD') continue;
        expect(response.json(), `${method} ${route.url}`).toEqual({
          status: 401,
          code: 'UNAUTHENTICATED',
          title: 'UNAUTHENTICATED',
          detail: 'Sign in to continue',
        });
      }
    }
  });

  it('owner routes refuse a staff principal: a staff token is no owner credential on any scheme', async () => {
    const { staffId, token } = await createStaffToken(ctx.database.db, 'ops@example.com');
    const basic = Buffer.from(`${staffId}:${token}`).toString('base64');
    for (const route of authenticated().filter((r) => !r.url.startsWith('/api/staff/'))) {
      for (const authorization of [`Bearer ${token}`, `Basic ${basic}`]) {
        const method = methodsOf(route)[0] ?? 'GET';
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: sample(route.url),
          headers: { authorization },
        });
        expect(response.statusCode, `${method} ${route.url}`).toBe(401);
        if (method === 'HEAD') continue;
        expect(response.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', title: 'UNAUTHENTICATED' });
        expect(ERROR_CODES).toContain(response.json().code);
      }
    }
  });
});
