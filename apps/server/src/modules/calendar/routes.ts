import {
  calendarQuery,
  calendarResponse,
  commissionQuery,
  commissionResponse,
  payoutsQuery,
  payoutsResponse,
  type ReservationsResponse,
  reservationsQuery,
  reservationsResponse,
  type StatisticsResponse,
  statisticsRequest,
  statisticsResponse,
} from '@portal/contract';
import { sendReusedJson } from '../../http/compression.ts';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import {
  getCalendarAnswer,
  getCommission,
  getPayouts,
  getReservationsAnswer,
  getStatisticsAnswer,
  listReservations,
} from './service.ts';

/** Calendar, reservations, statistics, commission and payout calls of spec §7 (own surface). */
export const calendarRoutes: RouteModule = (app, deps) => {
  // A property id that is not the owner's answers 404 (the ownership guard).
  const ownProperty = { refusals: ['NOT_FOUND'] } as const;
  const tags = ['calendar'];

  app.get(
    '/calendar',
    {
      config: ownProperty,
      schema: {
        tags,
        summary: 'Calendar days of a property',
        querystring: calendarQuery,
        response: { 200: calendarResponse },
      },
    },
    async (request, reply) => {
      const options = { ownerId: ownerOf(request).ownerId, query: request.query };
      // The route's own serializer runs on a miss only; the text (and each compressed form) is sent as it is.
      const answer = await getCalendarAnswer(deps, options, (value) => reply.serialize(value) as string);
      return sendReusedJson(request, reply, answer);
    },
  );

  app.get(
    '/reservations',
    {
      config: ownProperty,
      schema: {
        tags,
        summary: 'Confirmed and checked-in reservations and owner stays, by check-in',
        querystring: reservationsQuery,
        response: { 200: reservationsResponse },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const { query } = request;
      if (query.listingId === undefined) return listReservations(deps, { ownerId, query });
      // One property's list (the calendar screen's) is cached beside its calendar.
      const listingId = query.listingId;
      const serialize = (value: ReservationsResponse) => reply.serialize(value) as string;
      const answer = await getReservationsAnswer(deps, { ownerId, query: { ...query, listingId } }, serialize);
      return sendReusedJson(request, reply, answer);
    },
  );

  app.post(
    '/statistics',
    {
      config: { ...ownProperty, isReadOnly: true, docs: { form: true } },
      schema: {
        tags,
        summary: 'Month statistics of a property',
        body: statisticsRequest,
        response: { 200: statisticsResponse },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const options = {
        ownerId: ownerOf(request).ownerId,
        propertyId: body.property_id,
        year: body.year,
        month: body.month,
      };
      const serialize = (value: StatisticsResponse) => reply.serialize(value) as string;
      return sendReusedJson(request, reply, await getStatisticsAnswer(deps, options, serialize));
    },
  );

  app.get(
    '/commission',
    {
      config: ownProperty,
      schema: {
        tags,
        summary: 'Commission in force for a property and month',
        querystring: commissionQuery,
        response: { 200: commissionResponse },
      },
    },
    async (request) =>
      getCommission(deps, {
        ownerId: ownerOf(request).ownerId,
        propertyId: request.query.property_id,
        year: request.query.year,
        month: request.query.month,
      }),
  );

  app.get(
    '/reservation-payouts',
    {
      schema: {
        tags,
        summary: 'Guest payment and owner payout by confirmation code',
        querystring: payoutsQuery,
        response: { 200: payoutsResponse },
      },
    },
    async (request) => getPayouts(deps, { ownerId: ownerOf(request).ownerId, codes: request.query.confirmation_codes }),
  );
};
