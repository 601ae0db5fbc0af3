import SwaggerParser from '@apidevtools/swagger-parser';
import { ERRORS, type ErrorCode, isErrorCode } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPublicRoute } from '../src/http/public-routes.ts';
import { useTestApp } from './helpers/use-test-app.ts';

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  properties?: Record<string, { enum?: unknown[] }>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

const ctx = useTestApp();
let doc: Doc;
beforeAll(async () => {
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
});

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** The documented error codes of an operation, by HTTP status. */
function documentedCodes(operation: Operation): Map<number, ErrorCode[]> {
  const found = new Map<number, ErrorCode[]>();
  for (const [status, response] of Object.entries(operation.responses)) {
    if (Number(status) < 400) continue;
    const codes = response.content?.['application/json']?.schema.properties?.code?.enum ?? [];
    found.set(Number(status), codes.filter(isErrorCode));
    expect(codes.every(isErrorCode), `${status} codes ${codes}`).toBe(true);
  }
  return found;
}

const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('GET /api/docs', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('declares the security schemes of the surfaces', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      ownerBasic: { type: 'http', scheme: 'basic' },
      pordalBearer: { type: 'http', scheme: 'bearer' },
      legacyBearer: { type: 'http', scheme: 'bearer' },
      legacyBasic: { type: 'http', scheme: 'basic' },
      staffBearer: { type: 'http', scheme: 'bearer' },
    });
  });

  it('says for each of its operations how it is authenticated: public ones by the allowlist, the rest by surface', () => {
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(28);
    for (const { method, path, operation } of all) {
      const where = `${method} ${path}`;
      expect(operation.security, where).toBeDefined();
      if (isPublicRoute(method, routePath(path))) {
        expect(operation.security, where).toEqual([]);
        continue;
      }
      const expected = path.startsWith('/api/pordal/')
        ? [{ pordalBearer: [] }]
        : path.startsWith('/api/legacy/')
          ? [{ legacyBearer: [] }, { legacyBasic: [] }]
          : path.startsWith('/api/staff/')
            ? [{ staffBearer: [] }]
            : path.startsWith('/api/integration/')
              ? [{ integrationBearer: [] }]
              : [{ ownerBasic: [] }];
      expect(operation.security, where).toEqual(expected);
    }
  });

  it('lists for each operation its error responses in the error shape, each code under the status the registry gives it', () => {
    for (const { method, path, operation } of operations()) {
      const where = `${method} ${path}`;
      const byStatus = documentedCodes(operation);
      expect(byStatus.get(500), where).toEqual(['INTERNAL']);
      for (const [status, codes] of byStatus) {
        expect(codes.length, `${where} ${status}`).toBeGreaterThan(0);
        for (const code of codes) expect(ERRORS[code].status, `${where} ${code}`).toBe(status);
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(Object.keys(schema?.properties ?? {}), where).toEqual([
          'status',
          'code',
          'title',
          'detail',
          'validation',
          'resetToken',
        ]);
      }
      if (!isPublicRoute(method, routePath(path))) expect(byStatus.get(401), where).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('names the refusals of the operations that have their own', () => {
    const codes = (method: string, path: string) => {
      const operation = doc.paths[path]?.[method];
      if (!operation) throw new Error(`${method} ${path} missing`);
      return [...documentedCodes(operation).values()].flat();
    };
    expect(codes('post', '/api/login')).toEqual(
      expect.arrayContaining(['INVALID_CREDENTIALS', 'TOO_MANY_FAILED_LOGIN_ATTEMPTS', 'VALIDATION_FAILED']),
    );
    expect(codes('post', '/api/pordal/owner-reservation')).toEqual(
      expect.arrayContaining([
        'PROPERTY_ALREADY_RESERVED',
        'TERMINATION_PERIOD',
        'IDEMPOTENCY_KEY_REUSED',
        'NOT_FOUND',
      ]),
    );
    expect(codes('get', '/api/property')).toEqual(expect.arrayContaining(['OWNER_MISMATCH', 'NOT_FOUND']));
    expect(codes('post', '/api/pordal/oauth')).toEqual(
      expect.arrayContaining(['invalid_grant', 'unsupported_grant_type']),
    );
    expect(codes('get', '/api/version_log')).toEqual(['INTERNAL', 'SERVICE_UNAVAILABLE']);
    // Owner stays run in a transaction retried on a serialization failure, then refused as a concurrent update.
    for (const [method, path] of [
      ['post', '/api/pordal/owner-reservation'],
      ['put', '/api/pordal/owner-reservation/{id}'],
      ['post', '/api/legacy/owners-reservations'],
      ['put', '/api/legacy/owners-reservations/{id}'],
    ] as const) {
      expect(codes(method, path), `${method} ${path}`).toContain('CONCURRENT_UPDATE');
    }
  });

  it('lists 429 RATE_LIMITED on every authenticated write, and 503 on every operation', () => {
    for (const { method, path, operation } of operations()) {
      const where = `${method} ${path}`;
      const byStatus = documentedCodes(operation);
      expect(byStatus.get(503), where).toEqual(['SERVICE_UNAVAILABLE']);
      const readsOnly = ['/api/statistics', '/api/statements_list', '/api/statements'].includes(path);
      if (method !== 'GET' && !isPublicRoute(method, routePath(path)) && !readsOnly) {
        expect(byStatus.get(429), where).toContain('RATE_LIMITED');
      }
    }
  });

  it('gives each answer that is not JSON its content type, and each operation an id', () => {
    const okOf = (path: string, method = 'get') => doc.paths[path]?.[method]?.responses['200']?.content ?? {};
    expect(Object.keys(okOf('/api/statement_pdf'))).toEqual(['application/pdf']);
    expect(okOf('/api/statement_pdf')['application/pdf']?.schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(okOf('/api/statements_csv'))).toEqual(['text/csv']);
    expect(Object.keys(okOf('/api/events'))).toEqual(['text/event-stream']);
    expect(Object.keys(okOf('/ical/{token}.ics'))).toEqual(['text/calendar']);
    expect(Object.keys(okOf('/api/owner_noc'))).toContain('image/jpeg');
    expect(doc.paths['/api/calendar-feed']?.delete?.responses['204']?.content).toBeUndefined();
    const ids = operations().map(({ operation }) => (operation as { operationId?: string }).operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes multipart uploads, form bodies and the headers operations read', () => {
    type Body = { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } };
    const bodyOf = (path: string, method = 'post') => (doc.paths[path]?.[method] as Body | undefined)?.requestBody;
    expect(bodyOf('/api/owner_document')?.content['multipart/form-data']?.schema.properties).toMatchObject({
      doc_file: { type: 'string', format: 'binary' },
      doc_type_id: {},
    });
    expect(Object.keys(bodyOf('/api/owner_utilities')?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(bodyOf('/api/staff/statements/{statementId}/pdf')?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(bodyOf('/api/statements_list')?.content ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    type Parameters = { parameters?: { in: string; name: string; required?: boolean }[] };
    const headersOf = (path: string, method: string) =>
      ((doc.paths[path]?.[method] as Parameters | undefined)?.parameters ?? [])
        .filter((p) => p.in === 'header')
        .map((p) => `${p.name}${p.required ? '' : '?'}`);
    expect(headersOf('/api/pordal/owner-reservation', 'post')).toEqual(['Idempotency-Key?']);
    expect(headersOf('/api/legacy/owners-reservations', 'post')).toEqual(['Idempotency-Key?']);
    expect(headersOf('/api/property', 'get')).toEqual(['x-owner']);
    expect(headersOf('/api/staff/me', 'get')).toEqual([]);
  });

  it('carries the version of the server package', async () => {
    const { default: serverPackage } = await import('../package.json', { with: { type: 'json' } });
    expect((doc as unknown as { info: { version: string } }).info.version).toBe(serverPackage.version);
  });

  it('serves a readable page of it, publicly, beside the JSON', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/ui' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Owner portal API');
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/ui/json' });
    expect(json.json().paths).toEqual(doc.paths);
  });
});
