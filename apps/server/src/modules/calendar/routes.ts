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
import { authenticate, authOf } from '../../http/auth.ts';
import type { RouteModule } from '../../types.ts';
import { getCalendar, getCommission, getPayouts, getStatistics, listReservations } from './service.ts';

/** Calendar, reservations, statistics, commission and payout calls of spec §7 (own surface). */
export const calendarRoutes: RouteModule = (app, deps) => {
  const onRequest = authenticate(deps, 'own');
  const tags = ['calendar'];

  app.get(
    '/calendar',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Calendar days of a property',
        querystring: calendarQuery,
        response: { 200: calendarResponse },
      },
    },
    async (request) => getCalendar(deps, { ownerId: authOf(request).ownerId, query: request.query }),
  );

  app.get(
    '/reservations',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Confirmed and checked-in reservations and owner stays, by check-in',
        querystring: reservationsQuery,
        response: { 200: reservationsResponse },
      },
    },
    async (request) => listReservations(deps, { ownerId: authOf(request).ownerId, query: request.query }),
  );

  app.post(
    '/statistics',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Month statistics of a property',
        body: statisticsRequest,
        response: { 200: statisticsResponse },
      },
    },
    async (request) =>
      getStatistics(deps, {
        ownerId: authOf(request).ownerId,
        propertyId: request.body.property_id,
        year: request.body.year,
        month: request.body.month,
      }),
  );

  app.get(
    '/commission',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Commission in force for a property and month',
        querystring: commissionQuery,
        response: { 200: commissionResponse },
      },
    },
    async (request) =>
      getCommission(deps, {
        ownerId: authOf(request).ownerId,
        propertyId: request.query.property_id,
        year: request.query.year,
        month: request.query.month,
      }),
  );

  app.get(
    '/reservation-payouts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Guest payment and owner payout by confirmation code',
        querystring: payoutsQuery,
        response: { 200: payoutsResponse },
      },
    },
    async (request) => getPayouts(deps, { ownerId: authOf(request).ownerId, codes: request.query.confirmation_codes }),
  );
};
