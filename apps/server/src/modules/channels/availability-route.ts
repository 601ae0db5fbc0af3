import { z } from 'zod';
import { sendError } from '../../http/errors.ts';
import type { RouteModule } from '../../types.ts';
import { etagOf, matchesAny } from '../ical/feed-route.ts';
import { readAvailabilityFeed } from './availability.ts';

/**
 * GET /ical/availability/{token}.ics: a property's busy days for the channels to import (decision 086). The token is
 * the credential; conditional GET and caching as the owner's own subscription (decision 044).
 */
export const availabilityPublicRoutes: RouteModule = (app, deps) => {
  app.get(
    '/ical/availability/:token.ics',
    {
      config: { docs: { produces: { types: ['text/calendar'], text: true, description: 'The calendar (RFC 5545)' } } },
      schema: {
        tags: ['channels'],
        summary: "A property's owner stays and manual blocks as busy days (RFC 5545), for the channels to import",
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const body = await readAvailabilityFeed(deps, request.params.token);
      if (body === null) return sendError(reply, 'NOT_FOUND', 'Not found');
      const etag = etagOf(body);
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (matchesAny(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="availability.ics"')
        .send(body);
    },
  );
};
