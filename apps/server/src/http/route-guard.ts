import type { FastifyInstance, RouteOptions } from 'fastify';
import { isAuthenticatedRoute } from './auth.ts';
import { isPublicRoute } from './public-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route Fastify registered (HEAD included), in order: what the route-walk test and the guard read. */
    registeredRoutes: readonly RouteOptions[];
  }
}

const TEST_ONLY = new WeakSet<object>();

/**
 * Registers routes that exist in one test file only (e.g. the file store's upload routes before a product route
 * uses it): the guard lets them pass. Product code never calls this; its routes go through a surface.
 */
export function testOnlyRoutes(register: (app: FastifyInstance) => void | Promise<void>) {
  return async function testOnly(app: FastifyInstance): Promise<void> {
    app.addHook('onRoute', (route) => {
      TEST_ONLY.add(route);
    });
    await register(app);
  };
}

/** Routes that are neither authenticated by a surface nor in the public allowlist, as 'METHOD /path'. */
export function unguardedRoutes(routes: readonly RouteOptions[]): string[] {
  return routes
    .filter((route) => !isAuthenticatedRoute(route) && !isPublicRoute(route.method, route.url))
    .filter((route) => !TEST_ONLY.has(route))
    .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
}

/** Records every route from the first one on, and refuses to start when one is left unguarded. */
export function guardRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const unguarded = unguardedRoutes(routes);
    if (unguarded.length > 0) {
      throw new Error(`Routes neither authenticated nor public (http/public-routes.ts): ${unguarded.join('; ')}`);
    }
  });
}
