import { createHash } from 'node:crypto';
import { calendarFeedParams, calendarFeedWindow } from '@portal/contract';
import { sendError } from '../../http/errors.ts';
import type { RouteModule } from '../../types.ts';
import { readCalendarFeed } from './service.ts';

/** A strong validator of the exact bytes: the same stays give the same ETag, any change a new one. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** RFC 9110 If-None-Match: '*' or a list of tags, compared weakly (a W/ prefix is ignored). */
export function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/**
 * GET /ical/{token}.ics (decision 044): the public side of the calendar subscription, where the token is the
 * credential. Calendar apps poll it; a matching If-None-Match answers 304 with no body. Any token that opens no feed
 * answers the same bare 404, so the answer never tells a revoked link from one that never was.
 */
export const calendarFeedPublicRoutes: RouteModule = (app, deps) => {
  app.get(
    '/ical/:token.ics',
    {
      config: { docs: { produces: { types: ['text/calendar'], text: true, description: 'The calendar (RFC 5545)' } } },
      schema: {
        tags: ['calendar feed'],
        summary: "A property's stays as an iCalendar subscription (RFC 5545)",
        params: calendarFeedParams,
        querystring: calendarFeedWindow,
      },
    },
    async (request, reply) => {
      const body = await readCalendarFeed(deps, { token: request.params.token, window: request.query });
      if (body === null) return sendError(reply, 'NOT_FOUND', 'Not found');
      const etag = etagOf(body);
      // The link is private: shared caches keep nothing, and a client asks again before reusing its copy.
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (matchesAny(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  );
};
