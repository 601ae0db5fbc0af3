import {
  OWNER_STAY_REFUSALS,
  ownerStay,
  ownerStayIdParams,
  pordalOwnerStayCreate,
  pordalOwnerStayList,
  pordalOwnerStayListQuery,
  pordalOwnerStayUpdate,
} from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { cancelOwnerStay, createOwnerStay, getOwnerStay, listOwnerStays, updateOwnerStay } from './service.ts';

/** Pordal booking system: /api/pordal/owner-reservation (docs/product/owner-stays.md#server-calls), for the owner's pordal properties. */
export const pordalOwnerStayRoutes: RouteModule = (app, deps) => {
  const caller = (request: Parameters<typeof ownerOf>[0]) => ({
    deps,
    owner: ownerOf(request),
    system: 'pordal' as const,
  });
  const tags = ['pordal', 'owner stays'];

  app.post(
    '/owner-reservation',
    {
      config: { refusals: OWNER_STAY_REFUSALS.create, docs: { headers: ['Idempotency-Key'] } },
      schema: {
        tags,
        summary: 'Block dates for an owner stay (header Idempotency-Key makes retries safe)',
        body: pordalOwnerStayCreate,
        response: { 201: ownerStay },
      },
    },
    async (request, reply) => {
      const result = await createOwnerStay(caller(request), {
        ...request.body,
        idempotencyKey: idempotencyKeyOf(request),
      });
      if (result.isReplay) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(result.stay);
    },
  );

  app.put(
    '/owner-reservation/:id',
    {
      config: { refusals: [...OWNER_STAY_REFUSALS.update, ...OWNER_STAY_REFUSALS.cancel] },
      schema: {
        tags,
        summary: 'Edit an owner stay, or cancel it with status cancelled',
        params: ownerStayIdParams,
        body: pordalOwnerStayUpdate,
        response: { 200: ownerStay },
      },
    },
    async (request) => {
      const { status, ...fields } = request.body;
      if (status === 'cancelled') return cancelOwnerStay(caller(request), { stayId: request.params.id });
      return updateOwnerStay(caller(request), { ...fields, stayId: request.params.id });
    },
  );

  app.get(
    '/owner-reservation',
    {
      config: { refusals: OWNER_STAY_REFUSALS.read },
      schema: {
        tags,
        summary: "The owner's confirmed stays, by property and check-in or check-out day",
        querystring: pordalOwnerStayListQuery,
        response: { 200: pordalOwnerStayList },
      },
    },
    async (request) => {
      const items = await listOwnerStays(caller(request), request.query);
      return { _embedded: { items }, total: items.length };
    },
  );

  app.get(
    '/owner-reservation/:id',
    {
      config: { refusals: OWNER_STAY_REFUSALS.read },
      schema: { tags, summary: 'One owner stay', params: ownerStayIdParams, response: { 200: ownerStay } },
    },
    async (request) => getOwnerStay(caller(request), request.params.id),
  );
};
