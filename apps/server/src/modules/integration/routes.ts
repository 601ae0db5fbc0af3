import {
  asBatch,
  changesQuery,
  INTEGRATION_WRITES,
  integrationWriteResponse,
  oneOrMany,
  ownerStaysPage,
  supportMessagesPage,
} from '@portal/contract/integration-api';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { integrationOf } from '../../http/principal.ts';
import type { RateRule } from '../../http/rate-limit.ts';
import type { RouteModule } from '../../types.ts';
import { ownerStaysSince, supportMessagesSince } from './changes.ts';
import { recordKeyUse } from './keys.ts';
import { upsertRecords } from './writes.ts';

const tags = ['integration'];
/** Reads per key; writes also count against every principal's write limit (decision 053). */
const READS_BY_KEY: RateRule = { name: 'integration-read', max: 120, windowSeconds: 60, by: 'principal' };

/**
 * The integration API (decision 087): idempotent upserts by externalId through the import's contract and writer,
 * and reads of what owners changed since a cursor. Each route checks its key's scope before it reads the body.
 */
export const integrationRoutes: RouteModule = (app, deps) => {
  app.addHook('onSend', recordKeyUse(deps));
  for (const write of INTEGRATION_WRITES) {
    const batch = asBatch(write.record);
    app.put(
      `/${write.path}`,
      {
        config: { refusals: ['FORBIDDEN', 'SCOPE_MISSING', 'IMPORT_REFUSED', 'RATE_LIMITED'] },
        preValidation: async (request) => {
          integrationOf(request, write.scope);
        },
        // Documented as one record or a list; checked as a list, so each refusal names body.<index>.<field>.
        validatorCompiler: ({ schema, ...route }) =>
          validatorCompiler({ ...route, schema: route.httpPart === 'body' ? batch : (schema as unknown as z.ZodType) }),
        schema: {
          tags,
          summary: `Create or update ${write.path} by externalId (one record or up to 500; scope ${write.scope})`,
          body: oneOrMany(write.record),
          response: { 200: integrationWriteResponse },
        },
      },
      async (request) => {
        const key = integrationOf(request, write.scope);
        const records: unknown[] = Array.isArray(request.body) ? request.body : [request.body];
        return upsertRecords(deps, key, write.section, records);
      },
    );
  }

  app.get(
    '/owner-stays',
    {
      config: { refusals: ['FORBIDDEN', 'SCOPE_MISSING', 'RATE_LIMITED'], rateLimit: [READS_BY_KEY] },
      schema: {
        tags,
        summary: 'Owner stays created, changed or cancelled since the cursor, oldest change first (owner_stays:read)',
        querystring: changesQuery,
        response: { 200: ownerStaysPage },
      },
    },
    async (request) => {
      integrationOf(request, 'owner_stays:read');
      return ownerStaysSince(deps, request.query.cursor, request.query.limit);
    },
  );

  app.get(
    '/support-messages',
    {
      config: { refusals: ['FORBIDDEN', 'SCOPE_MISSING', 'RATE_LIMITED'], rateLimit: [READS_BY_KEY] },
      schema: {
        tags,
        summary: 'Support messages sent or marked handled since the cursor (support_messages:read)',
        querystring: changesQuery,
        response: { 200: supportMessagesPage },
      },
    },
    async (request) => {
      integrationOf(request, 'support_messages:read');
      return supportMessagesSince(deps, request.query.cursor, request.query.limit);
    },
  );
};
