import {
  legacyOwnerStayCreate,
  legacyOwnerStayUnblock,
  legacyOwnerStayUpdate,
  OWNER_STAY_REFUSALS,
  ownerStay,
  ownerStayIdParams,
} from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { cancelOwnerStay, createOwnerStay, getOwnerStay, updateOwnerStay } from './service.ts';

/**
 * Legacy booking system: /api/legacy/owners-reservations (docs/product/owner-stays.md#server-calls) with its own field names. `apiKey` and
 * `to` are accepted for compatibility; the session decides the owner and staff mail always goes to STAFF_EMAIL.
 */
export const legacyOwnerStayRoutes: RouteModule = (app, deps) => {
  const caller = (request: Parameters<typeof ownerOf>[0]) => ({
    deps,
    owner: ownerOf(request),
    system: 'legacy' as const,
  });
  const tags = ['legacy', 'owner stays'];

  app.post(
    '/owners-reservations',
    {
      config: { refusals: OWNER_STAY_REFUSALS.create, docs: { headers: ['Idempotency-Key'] } },
      schema: {
        tags,
        summary: 'Block dates for an owner stay (header Idempotency-Key makes retries safe)',
        body: legacyOwnerStayCreate,
        response: { 201: ownerStay },
      },
    },
    async (request, reply) => {
      const { listingId, apiKey: _apiKey, to: _to, ...fields } = request.body;
      const result = await createOwnerStay(caller(request), {
        ...fields,
        propertyId: listingId,
        idempotencyKey: idempotencyKeyOf(request),
      });
      if (result.isReplay) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(result.stay);
    },
  );

  app.put(
    '/owners-reservations/:id',
    {
      config: { refusals: OWNER_STAY_REFUSALS.update },
      schema: {
        tags,
        summary: 'Edit an owner stay',
        params: ownerStayIdParams,
        body: legacyOwnerStayUpdate,
        response: { 200: ownerStay },
      },
    },
    async (request) => {
      const { listingId, apiKey: _apiKey, to: _to, ...fields } = request.body;
      return updateOwnerStay(caller(request), { ...fields, propertyId: listingId, stayId: request.params.id });
    },
  );

  app.post(
    '/owners-reservations/:id',
    {
      config: { refusals: OWNER_STAY_REFUSALS.cancel },
      schema: {
        tags,
        summary: 'Unblock: remove an owner stay',
        params: ownerStayIdParams,
        body: legacyOwnerStayUnblock.nullish(),
        response: { 200: ownerStay },
      },
    },
    async (request) => cancelOwnerStay(caller(request), { stayId: request.params.id }),
  );

  app.get(
    '/owners-reservations/:id',
    {
      config: { refusals: OWNER_STAY_REFUSALS.read },
      schema: { tags, summary: 'One owner stay', params: ownerStayIdParams, response: { 200: ownerStay } },
    },
    async (request) => getOwnerStay(caller(request), request.params.id),
  );
};
