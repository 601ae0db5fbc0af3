import { okResponse } from '@portal/contract';
import {
  apiKeyCreated,
  apiKeyParams,
  apiKeyRequest,
  apiKeysResponse,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookEndpointChange,
  webhookEndpointCreated,
  webhookEndpointParams,
  webhookEndpointRequest,
  webhookEndpointsResponse,
} from '@portal/contract/integrations';
import { staffOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../integration/keys.ts';
import {
  changeEndpoint,
  createEndpoint,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  resendDelivery,
} from './staff-service.ts';

const known = { refusals: ['NOT_FOUND'] } as const;

/** The staff console's integration API keys and webhook endpoints (decisions 087 and 088). */
export const staffIntegrationRoutes: RouteModule = (app, deps) => {
  const keyTags = ['staff: API keys'];
  const hookTags = ['staff: webhooks'];

  app.get(
    '/api-keys',
    {
      schema: {
        tags: keyTags,
        summary: 'Every integration API key (never the key itself)',
        response: { 200: apiKeysResponse },
      },
    },
    async (request) => {
      staffOf(request);
      return { keys: await listApiKeys(deps) };
    },
  );

  app.post(
    '/api-keys',
    {
      schema: {
        tags: keyTags,
        summary: 'Make a named, scoped API key; the answer is the only place the key is shown',
        body: apiKeyRequest,
        response: { 201: apiKeyCreated },
      },
    },
    async (request, reply) => reply.code(201).send(await createApiKey(deps, staffOf(request), request.body)),
  );

  app.delete(
    '/api-keys/:keyId',
    {
      config: known,
      schema: {
        tags: keyTags,
        summary: 'Revoke an API key at once',
        params: apiKeyParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await revokeApiKey(deps, staffOf(request), request.params.keyId);
      return { success: true as const };
    },
  );

  app.get(
    '/webhooks',
    { schema: { tags: hookTags, summary: 'Every webhook endpoint', response: { 200: webhookEndpointsResponse } } },
    async (request) => {
      staffOf(request);
      return { endpoints: await listEndpoints(deps) };
    },
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags: hookTags,
        summary: 'Register an endpoint (URL, events, secret); the answer is the only place the secret is shown',
        body: webhookEndpointRequest,
        response: { 201: webhookEndpointCreated },
      },
    },
    async (request, reply) => reply.code(201).send(await createEndpoint(deps, staffOf(request), request.body)),
  );

  app.patch(
    '/webhooks/:endpointId',
    {
      config: known,
      schema: {
        tags: hookTags,
        summary: "Change an endpoint's URL, description or events, or pause and resume it",
        params: webhookEndpointParams,
        body: webhookEndpointChange,
        response: { 200: webhookEndpointsResponse },
      },
    },
    async (request) => {
      await changeEndpoint(deps, staffOf(request), request.params.endpointId, request.body);
      return { endpoints: await listEndpoints(deps) };
    },
  );

  app.delete(
    '/webhooks/:endpointId',
    {
      config: known,
      schema: {
        tags: hookTags,
        summary: 'Remove an endpoint and its deliveries',
        params: webhookEndpointParams,
        response: { 200: webhookEndpointsResponse },
      },
    },
    async (request) => {
      await removeEndpoint(deps, staffOf(request), request.params.endpointId);
      return { endpoints: await listEndpoints(deps) };
    },
  );

  app.get(
    '/webhooks/:endpointId/deliveries',
    {
      config: known,
      schema: {
        tags: hookTags,
        summary: "An endpoint's newest 50 deliveries, each attempt with its answer",
        params: webhookEndpointParams,
        response: { 200: webhookDeliveriesResponse },
      },
    },
    async (request) => {
      staffOf(request);
      return { deliveries: await listDeliveries(deps, request.params.endpointId) };
    },
  );

  app.post(
    '/webhook-deliveries/:deliveryId/resend',
    {
      config: known,
      schema: {
        tags: hookTags,
        summary: 'Send a delivery’s event again (a new delivery, due now)',
        params: webhookDeliveryParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await resendDelivery(deps, staffOf(request), request.params.deliveryId);
      return { success: true as const };
    },
  );
};
