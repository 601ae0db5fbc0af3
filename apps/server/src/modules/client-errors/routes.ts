import { clientErrorRequest } from '@portal/contract';
import { z } from 'zod';
import { identify } from '../../http/auth.ts';
import { SURFACES } from '../../surfaces/definitions.ts';
import type { RouteModule } from '../../types.ts';

/** POST /api/client-errors: browser errors reported by the web app (sampled there), logged with the owner when known. */
export const clientErrorRoutes: RouteModule = (app, deps) => {
  app.post(
    '/client-errors',
    {
      // Public (a report from a signed-out page or with a stale token is still logged); a valid session names the owner.
      onRequest: identify(deps, SURFACES.own),
      schema: {
        tags: ['app'],
        summary: 'Report a browser error',
        body: clientErrorRequest,
        response: { 204: z.null().describe('Logged') },
      },
    },
    async (request, reply) => {
      const ownerId = request.principal?.kind === 'owner' ? request.principal.ownerId : null;
      request.log.warn({ clientError: request.body, ownerId }, 'client error reported');
      return reply.status(204).send(null);
    },
  );
};
