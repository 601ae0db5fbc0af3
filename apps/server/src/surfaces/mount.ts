import { errorBody } from '../http/errors.ts';
import type { App, AppDeps, RouteModule } from '../types.ts';

/** Mounts a surface's modules under its prefix; unknown routes under it answer 404 JSON, never the SPA. */
export function mountSurface(modules: RouteModule[]) {
  return async function surface(app: App, options: { deps: AppDeps }): Promise<void> {
    for (const register of modules) await register(app, options.deps);
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
    });
  };
}
