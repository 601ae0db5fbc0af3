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
    expect(codes('get', '/api/version_log')).toEqual(['INTERNAL']);
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
