import {
  calendarQuery,
  calendarResponse,
  commissionQuery,
  commissionResponse,
  payoutsQuery,
  payoutsResponse,
  reservationsQuery,
  reservationsResponse,
  statisticsRequest,
  statisticsResponse,
} from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { getCalendar, getCommission, getPayouts, getStatistics, listReservations } from './service.ts';

/** Calendar, reservations, statistics, commission and payout calls of docs/product/calendar.md#calendar-days, docs/product/calendar.md#reservation-list, docs/product/calendar.md#month-statistics, docs/product/calendar.md#booking-details (own surface). */
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
    async (request) => getCalendar(deps, { ownerId: ownerOf(request).ownerId, query: request.query }),
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
    async (request) => listReservations(deps, { ownerId: ownerOf(request).ownerId, query: request.query }),
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
    async (request) => {
      const { body } = request;
      const options = {
        ownerId: ownerOf(request).ownerId,
        propertyId: body.property_id,
        year: body.year,
        month: body.month,
      };
      return getStatistics(deps, options);
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
