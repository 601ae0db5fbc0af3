import { okResponse } from '@portal/contract';
import {
  allConflictsResponse,
  availabilityFeedView,
  channelFeedParams,
  channelFeedRequest,
  propertyChannelsResponse,
  propertyIdParams,
} from '@portal/contract/integrations';
import { z } from 'zod';
import { staffOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { createAvailabilityFeed, revokeAvailabilityFeed } from './availability.ts';
import { addFeed, changeFeed, fetchFeedSoon, getPropertyChannels, listConflicts, removeFeed } from './staff-service.ts';

const tags = ['staff: channels'];
const known = { refusals: ['NOT_FOUND'] } as const;

/** The staff console's channel calendars (decision 086): feeds in, the availability feed out, and conflicts. */
export const staffChannelRoutes: RouteModule = (app, deps) => {
  const base = '/properties/:propertyId';

  app.get(
    `${base}/channels`,
    {
      config: known,
      schema: {
        tags,
        summary: "A property's channel feeds with their last fetch, its conflicts and its availability link",
        params: propertyIdParams,
        response: { 200: propertyChannelsResponse },
      },
    },
    async (request) => {
      staffOf(request);
      return getPropertyChannels(deps, request.params.propertyId);
    },
  );

  app.post(
    `${base}/channel-feeds`,
    {
      config: { refusals: ['NOT_FOUND', 'FEED_ALREADY_ADDED'] },
      schema: {
        tags,
        summary: 'Add a channel feed (iCalendar URL); it is fetched at once, then every FEED_POLL_MINUTES',
        params: propertyIdParams,
        body: channelFeedRequest,
        response: { 201: propertyChannelsResponse },
      },
    },
    async (request, reply) => {
      await addFeed(deps, staffOf(request), request.params.propertyId, request.body);
      return reply.code(201).send(await getPropertyChannels(deps, request.params.propertyId));
    },
  );

  app.put(
    `${base}/channel-feeds/:feedId`,
    {
      config: { refusals: ['NOT_FOUND', 'FEED_ALREADY_ADDED'] },
      schema: {
        tags,
        summary: "Change a feed's channel name or URL",
        params: channelFeedParams,
        body: channelFeedRequest,
        response: { 200: propertyChannelsResponse },
      },
    },
    async (request) => {
      await changeFeed(deps, staffOf(request), request.params, request.body);
      return getPropertyChannels(deps, request.params.propertyId);
    },
  );

  app.delete(
    `${base}/channel-feeds/:feedId`,
    {
      config: known,
      schema: {
        tags,
        summary: 'Remove a feed; its reservations that have not ended are cancelled',
        params: channelFeedParams,
        response: { 200: propertyChannelsResponse },
      },
    },
    async (request) => {
      await removeFeed(deps, staffOf(request), request.params);
      return getPropertyChannels(deps, request.params.propertyId);
    },
  );

  app.post(
    `${base}/channel-feeds/:feedId/fetch`,
    {
      config: known,
      schema: { tags, summary: 'Fetch a feed now', params: channelFeedParams, response: { 200: okResponse } },
    },
    async (request) => {
      staffOf(request);
      await fetchFeedSoon(deps, request.params);
      return { success: true as const };
    },
  );

  app.post(
    `${base}/availability-feed`,
    {
      config: known,
      schema: {
        tags,
        summary: "Make the property's availability link for the channels; an older one stops working",
        params: propertyIdParams,
        response: { 201: availabilityFeedView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAvailabilityFeed(deps, staffOf(request), request.params.propertyId)),
  );

  app.delete(
    `${base}/availability-feed`,
    {
      config: known,
      schema: {
        tags,
        summary: "Turn the property's availability link off",
        params: propertyIdParams,
        response: { 204: z.null().describe('Turned off') },
      },
    },
    async (request, reply) => {
      await revokeAvailabilityFeed(deps, staffOf(request), request.params.propertyId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/channel-conflicts',
    {
      schema: {
        tags,
        summary: 'Every channel reservation that overlaps another stay, by property',
        response: { 200: allConflictsResponse },
      },
    },
    async (request) => {
      staffOf(request);
      const rows = await listConflicts(deps.db);
      return {
        conflicts: rows.map((row) => ({
          ...row.conflict,
          propertyId: row.propertyId,
          propertyNickname: row.propertyNickname,
          propertyTimeZone: row.propertyTimeZone,
        })),
      };
    },
  );
};
