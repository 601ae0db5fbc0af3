import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  ERROR_DESCRIPTIONS,
  type ErrorCode,
  type ErrorStatus,
  errorBody,
  errorStatus,
  idempotencyKey,
} from '@portal/contract';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../package.json' with { type: 'json' };
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

/** What the document says of an operation beyond its zod schemas: answers that are not JSON, bodies that are not. */
export interface OperationDocs {
  /** A success answer that is not JSON (a file, a CSV, a calendar, an event stream). */
  produces?: { status?: 200; types: readonly string[]; description: string; text?: boolean };
  /** A multipart/form-data body: its text fields (validated by the route from the parts) and its file parts. */
  multipart?: { fields?: z.ZodType; files: Record<string, string>; required?: readonly string[] };
  /** The body may come as application/x-www-form-urlencoded too (the app sends this one as a form). */
  form?: boolean;
  /** Request headers the operation reads besides authentication. */
  headers?: readonly 'Idempotency-Key'[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by the OpenAPI document only (http/openapi.ts). */
    docs?: OperationDocs;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const HEADERS = {
  'Idempotency-Key': idempotencyKey
    .optional()
    .describe(
      'Makes a retried create safe: a request with a key already used answers the first block ' +
        '(409 IDEMPOTENCY_KEY_REUSED when it asks for another property or check-in).',
    ),
};
const OWNER_HEADER = z.string().regex(/^\d+$/).describe('The signed-in owner id; 403 OWNER_MISMATCH when it differs.');

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
  const isAuthenticated = surface !== null && !isPublicRoute(route.method, route.url);
  if (isAuthenticated) {
    codes.add('UNAUTHENTICATED');
    if (surface.checksOwnerHeader) codes.add('OWNER_MISMATCH');
  }
  // Every authenticated write counts against its principal's writes (http/rate-limit.ts), and some routes have limits
  // of their own.
  const isWrite = [route.method].flat().some((m) => WRITE_METHODS.has(m)) && route.config?.isReadOnly !== true;
  if ((isAuthenticated && isWrite) || (route.config?.rateLimit ?? []).length > 0) codes.add('RATE_LIMITED');
  for (const code of route.config?.refusals ?? []) codes.add(code);
  // Any operation may find the database unreachable or its storage full (http/errors.ts).
  codes.add('SERVICE_UNAVAILABLE');
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

/** The headers the operation reads, as the zod object the document describes (never validated by the route). */
function headersOf(route: RouteOptions, schema: RouteSchema, docs: OperationDocs): z.ZodType | undefined {
  const surface = surfaceOf(route);
  const shape: Record<string, z.ZodType> = {};
  if (surface?.checksOwnerHeader && !isPublicRoute(route.method, route.url)) shape['x-owner'] = OWNER_HEADER;
  for (const name of docs.headers ?? []) shape[name] = HEADERS[name];
  if (Object.keys(shape).length === 0) return schema.headers as z.ZodType | undefined;
  return schema.headers ? (schema.headers as z.ZodObject).extend(shape) : z.object(shape);
}

const binary = (description: string) => ({ type: 'string', format: 'binary', description });

/** Security and error responses come from the surface and the route's config, in one place, for every operation. */
const documentRoute: SwaggerTransform = (input) => {
  const schema = input.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const { route } = input;
  const docs = route.config?.docs ?? {};
  const surface = surfaceOf(route);
  const isPublic = isPublicRoute(route.method, route.url);
  const security = isPublic || !surface ? [] : surface.security.map((name) => ({ [name]: [] }));
  const produced = docs.produces
    ? {
        [docs.produces.status ?? 200]: {
          description: docs.produces.description,
          content: Object.fromEntries(
            docs.produces.types.map((type) => [type, { schema: docs.produces?.text ? z.string() : z.file() }]),
          ),
        },
      }
    : {};
  const response = { ...schema.response, ...produced, ...errorResponses(refusalsOf(route)) };
  const body = docs.multipart ? (docs.multipart.fields ?? z.object({})) : schema.body;
  const consumes = docs.multipart
    ? ['multipart/form-data']
    : docs.form
      ? ['application/json', 'application/x-www-form-urlencoded']
      : undefined;
  const headers = headersOf(route, schema, docs);
  const documented = jsonSchemaTransform({
    ...input,
    schema: { ...schema, security, response, body, headers, ...(consumes ? { consumes } : {}) },
  });
  const out = documented.schema as Record<string, unknown> & { body?: Record<string, unknown> };
  if (docs.multipart && out.body) {
    const properties = { ...(out.body.properties as object) };
    for (const [name, description] of Object.entries(docs.multipart.files)) {
      Object.assign(properties, { [name]: binary(description) });
    }
    out.body = {
      type: 'object',
      properties,
      ...(docs.multipart.required ? { required: docs.multipart.required } : {}),
      ...(out.body.required && !docs.multipart.required ? { required: out.body.required } : {}),
    };
  }
  return documented;
};

type Json = Record<string, unknown>;

/**
 * What zod's OpenAPI 3.0 output leaves for @fastify/swagger to say awkwardly: a one-member anyOf becomes its member,
 * a nullable anyOf (no `type` for `nullable` to apply to) puts `nullable` on each member instead, and the keys a record
 * over an enum requires become properties.
 */
function tidy(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) tidy(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  for (const value of Object.values(schema)) tidy(value);
  const anyOf = schema.anyOf as Json[] | undefined;
  if (anyOf?.length === 1 && anyOf[0]) {
    delete schema.anyOf;
    Object.assign(schema, anyOf[0]);
  }
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    for (const member of schema.anyOf as Json[]) member.nullable = true;
  }
  // A record over an enum (z.record(z.enum(…), …)) requires each key: name them as properties of the value's schema.
  const { required, additionalProperties } = schema;
  if (Array.isArray(required) && additionalProperties && typeof additionalProperties === 'object') {
    const properties = { ...(schema.properties as Json | undefined) };
    for (const name of required as string[]) properties[name] ??= additionalProperties;
    schema.properties = properties;
  }
}

/** Names each operation (`get_api_property`) and tidies the schemas, once the document is built. */
const documentObject: SwaggerTransformObject = (documentObject) => {
  const document = (
    'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
  ) as {
    paths?: Record<string, Record<string, Json>>;
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      // A 204 has no body (zod's null would read as a JSON body).
      const responses = operation.responses as Record<string, Json> | undefined;
      if (responses?.['204']) delete responses['204'].content;
      operation.operationId ??= `${method}_${path
        .replace(/[{}]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '_')
        .replace(/^_|_$/g, '')}`;
    }
  }
  tidy(document.paths);
  return document as never;
};

/** GET /api/docs (OpenAPI 3.0 JSON) and a readable page of it at /api/docs/ui, both public. */
export async function registerDocs(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Owner portal API', version: serverPackage.version, description: DESCRIPTION },
      // Relative: the document describes the server that serves it, wherever it is deployed.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute,
    transformObject: documentObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs/ui',
    theme: { title: 'Owner portal API' },
    // Its own Content-Security-Policy (hashes of its inline parts); the app's stricter one would break the page.
    staticCSP: true,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
