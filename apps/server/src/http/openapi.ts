import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_DESCRIPTIONS, type ErrorCode, type ErrorStatus, errorBody, errorStatus } from '@portal/contract';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type SecuritySchemeName, SURFACES } from '../surfaces/definitions.ts';
import type { App } from '../types.ts';
import { isPublicRoute } from './public-routes.ts';

interface HttpSecurityScheme {
  type: 'http';
  scheme: 'basic' | 'bearer';
  description: string;
}

const SECURITY_SCHEMES: Record<SecuritySchemeName, HttpSecurityScheme> = {
  ownerBasic: {
    type: 'http',
    scheme: 'basic',
    description: 'Owner API: user = owner id, password = session token from POST /api/login. Send x-owner too.',
  },
  pordalBearer: { type: 'http', scheme: 'bearer', description: 'Pordal access token from POST /api/pordal/oauth.' },
  legacyBearer: { type: 'http', scheme: 'bearer', description: 'Legacy token (guesty.token from POST /api/login).' },
  legacyBasic: {
    type: 'http',
    scheme: 'basic',
    description: 'Legacy token as basic password (user = owner id), while an admin session is stored.',
  },
  staffBearer: { type: 'http', scheme: 'bearer', description: 'Staff console session (the staff console API).' },
  integrationBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'An integration API key made in the staff console (docs/integrations.md); each call needs its scope.',
  },
};

const DESCRIPTION = [
  'Every refusal has one JSON shape: `{status, code, title, detail, validation?}`; `code` is one of the error',
  'registry (packages/contract/src/errors.ts) and decides `status`. Each operation lists the codes it may answer.',
  'Any request may also be refused before it reaches an operation, in the same shape: 400 VALIDATION_FAILED',
  '(malformed JSON or URL encoding), 404 NOT_FOUND, 413 PAYLOAD_TOO_LARGE, 414 URI_TOO_LONG,',
  '415 UNSUPPORTED_MEDIA_TYPE, 431 HEADERS_TOO_LARGE.',
].join(' ');

type RouteSchema = FastifySchema & { hide?: boolean; response?: Record<string, unknown> };

function surfaceOf(route: RouteOptions) {
  const name = route.config?.surface;
  return name ? SURFACES[name] : null;
}

/** The codes an operation may answer: what its surface and its input imply, plus what the route declares. */
function refusalsOf(route: RouteOptions): ErrorCode[] {
  const schema = (route.schema ?? {}) as RouteSchema;
  const codes = new Set<ErrorCode>(['INTERNAL']);
  if (schema.body || schema.querystring || schema.params || schema.headers) codes.add('VALIDATION_FAILED');
  const surface = surfaceOf(route);
  if (surface && !isPublicRoute(route.method, route.url)) {
    codes.add('UNAUTHENTICATED');
    if (surface.checksOwnerHeader) codes.add('OWNER_MISMATCH');
  }
  for (const code of route.config?.refusals ?? []) codes.add(code);
  return [...codes];
}

/** One documented response per status, its `code` limited to the codes this operation may send with it. */
function errorResponses(codes: ErrorCode[]) {
  const byStatus = new Map<ErrorStatus, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatus(code), [...(byStatus.get(errorStatus(code)) ?? []), code]);
  const responses: Record<string, unknown> = {};
  for (const [status, atStatus] of [...byStatus].sort(([a], [b]) => a - b)) {
    const [first, ...rest] = atStatus;
    if (!first) continue;
    responses[status] = {
      description: atStatus.map((code) => `${code}: ${ERROR_DESCRIPTIONS[code]}`).join('\n\n'),
      content: {
        'application/json': { schema: errorBody.extend({ status: z.literal(status), code: z.enum([first, ...rest]) }) },
      },
    };
  }
  return responses;
}

/** Security and error responses come from the surface and the route's config, in one place, for every operation. */
const documentRoute: SwaggerTransform = (input) => {
  const schema = input.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const { route } = input;
  const surface = surfaceOf(route);
  const isPublic = isPublicRoute(route.method, route.url);
  const security = isPublic || !surface ? [] : surface.security.map((name) => ({ [name]: [] }));
  const response = { ...schema.response, ...errorResponses(refusalsOf(route)) };
  return jsonSchemaTransform({ ...input, schema: { ...schema, security, response } });
};

/** GET /api/docs (OpenAPI 3.0 JSON) and a readable page of it at /api/docs/ui, both public. */
export async function registerDocs(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Owner portal API', version: '1.3.0', description: DESCRIPTION },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs/ui',
    theme: { title: 'Owner portal API' },
    // Its own Content-Security-Policy (hashes of its inline parts); the app's stricter one would break the page.
    staticCSP: true,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
