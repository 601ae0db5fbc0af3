import { clientErrorRequest } from '@portal/contract';
import { z } from 'zod';
import { authenticate } from '../../http/auth.ts';
import type { RouteModule } from '../../types.ts';

/** POST /api/client-errors: browser errors reported by the web app (sampled there), logged with the owner when known. */
export const clientErrorRoutes: RouteModule = (app, deps) => {
  const identify = authenticate(deps, 'own');
  app.post(
    '/client-errors',
    {
      schema: {
        tags: ['app'],
        summary: 'Report a browser error',
        body: clientErrorRequest,
        response: { 204: z.null().describe('Logged') },
      },
    },
    async (request, reply) => {
      // Authentication is optional here: a report from a signed-out page (or with a stale token) is still logged.
      let ownerId: number | null = null;
      if (request.headers.authorization) {
        try {
          await identify(request);
          ownerId = request.auth?.ownerId ?? null;
        } catch {
          ownerId = null;
        }
      }
      request.log.warn({ clientError: request.body, ownerId }, 'client error reported');
      return reply.status(204).send(null);
    },
  );
};
