import { calendarFeedCreated, calendarFeedQuery, calendarFeedRequest, calendarFeedStatus } from '@portal/contract';
import { z } from 'zod';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { createCalendarFeed, getCalendarFeed, revokeCalendarFeed } from './service.ts';

/** The owner's side of the calendar subscription (own surface): see, make or remake, and turn off a property's link. */
export const calendarFeedRoutes: RouteModule = (app, deps) => {
  const tags = ['calendar feed'];
  // Another owner's property answers 404 like an unknown one (the ownership guard).
  const owned = { refusals: ['NOT_FOUND'] } as const;

  app.get(
    '/calendar-feed',
    {
      config: owned,
      schema: {
        tags,
        summary: 'Whether a property has a calendar subscription link (the link is shown only when made)',
        querystring: calendarFeedQuery,
        response: { 200: calendarFeedStatus },
      },
    },
    async (request) => getCalendarFeed(deps, { owner: ownerOf(request), propertyId: request.query.propertyId }),
  );

  app.post(
    '/calendar-feed',
    {
      config: owned,
      schema: {
        tags,
        summary: 'Make a new private subscription link for a property; any older link stops working',
        body: calendarFeedRequest,
        response: { 201: calendarFeedCreated },
      },
    },
    async (request, reply) => {
      const created = await createCalendarFeed(deps, { owner: ownerOf(request), propertyId: request.body.propertyId });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/calendar-feed',
    {
      config: owned,
      schema: {
        tags,
        summary: "Turn a property's subscription link off",
        querystring: calendarFeedQuery,
        response: { 204: z.null().describe('Turned off') },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(deps, { owner: ownerOf(request), propertyId: request.query.propertyId });
      return reply.code(204).send(null);
    },
  );
};
