import type { ErrorCode } from '@portal/contract';
import { authenticate } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { isPublicRoute } from '../http/public-routes.ts';
import { attachRateLimits } from '../http/rate-limit.ts';
import type { App, AppDeps, RouteModule } from '../types.ts';
import type { SurfaceDefinition } from './definitions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The surface that registered the route (set by mountSurface, read by the OpenAPI document). */
    surface?: SurfaceDefinition['name'];
    /** Codes the route may refuse with beyond the surface's own (authentication, validation, internal). */
    refusals?: readonly ErrorCode[];
  }
}

/**
 * Mounts a surface's modules under its prefix. Every route they register is authenticated by the surface in
 * onRequest (before the body is read), unless it is in the public allowlist; modules never wire it by hand.
 * Unknown routes under the prefix answer 404 JSON, never the SPA.
 */
export function mountSurface(surface: SurfaceDefinition, modules: RouteModule[]) {
  return async function mountedSurface(app: App, options: { deps: AppDeps }): Promise<void> {
    const authenticateRequest = authenticate(options.deps, surface);
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, surface: surface.name };
      const isPublic = isPublicRoute(route.method, route.url);
      if (!isPublic) route.onRequest = [authenticateRequest, ...[route.onRequest ?? []].flat()];
      attachRateLimits(route, options.deps, !isPublic);
    });
    for (const register of modules) await register(app, options.deps);
    app.setNotFoundHandler(notFound);
  };
}
