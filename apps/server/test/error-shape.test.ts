import { connect } from 'node:net';
import { ERRORS, errorBody } from '@portal/contract';
import { openDatabase } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { countRows, DEMO_PASSWORD, signIn } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const ctx = useTestApp({ seeded: true });

/** The documented shape, with the status the registry gives the code, in the body and on the wire alike. */
function expectRefusal(statusCode: number, body: unknown, code: keyof typeof ERRORS) {
  expect(errorBody.parse(body)).toMatchObject({ status: ERRORS[code].status, code, title: code });
  expect(statusCode).toBe(ERRORS[code].status);
}

/** Sends raw bytes over TCP (what Node's parser refuses never reaches inject) and reads the whole answer. */
async function rawExchange(port: number, request: string): Promise<{ statusCode: number; body: unknown }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  return { statusCode: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe("Fastify's own refusals answer the documented error shape", () => {
  it('400 for malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expectRefusal(response.statusCode, response.json(), 'VALIDATION_FAILED');
  });

  it('400 for bad percent-encoding in the path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/legacy/owners-reservations/%E0%A4%A' });
    expectRefusal(response.statusCode, response.json(), 'VALIDATION_FAILED');
    expect(response.json().detail).toContain('not a valid url component');
  });

  it('404 for an unknown route, inside and outside /api', async () => {
    for (const url of ['/api/nothing-here', '/api/pordal/nothing', '/nothing.txt']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expectRefusal(response.statusCode, response.json(), 'NOT_FOUND');
    }
  });

  it('413 for a body over the limit, and nothing is written', async () => {
    const before = await countRows(ctx, ['login_failures', 'auth_tokens']);
    const payload = JSON.stringify({ username: 'owner@example.com', password: 'x'.repeat(1024 * 1024 + 1) });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectRefusal(json.statusCode, json.json(), 'PAYLOAD_TOO_LARGE');
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/login_as_admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${'t'.repeat(70 * 1024)}`,
    });
    expectRefusal(form.statusCode, form.json(), 'PAYLOAD_TOO_LARGE');
    expect(await countRows(ctx, ['login_failures', 'auth_tokens'])).toEqual(before);
  });

  it('414 for a path parameter longer than any id', async () => {
    const login = await signIn(ctx.app, 'legacy@example.com');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/legacy/owners-reservations/${'9'.repeat(101)}`,
      headers: { authorization: `Bearer ${login.guesty?.token}` },
    });
    expectRefusal(response.statusCode, response.json(), 'URI_TOO_LONG');
  });

  it('415 for a body that is neither JSON nor a form', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: `<login><username>owner@example.com</username><password>${DEMO_PASSWORD}</password></login>`,
    });
    expectRefusal(response.statusCode, response.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  describe('over a real socket', () => {
    let port = 0;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const address = ctx.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    it('431 for headers over the limit', async () => {
      const request = `GET /api/properties HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
      const { statusCode, body } = await rawExchange(port, request);
      expectRefusal(statusCode, body, 'HEADERS_TOO_LARGE');
    });

    it('431 for a query string over the limit', async () => {
      const request = `GET /api/properties?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`;
      const { statusCode, body } = await rawExchange(port, request);
      expectRefusal(statusCode, body, 'HEADERS_TOO_LARGE');
    });

    it('400 for a request that is not HTTP', async () => {
      const { statusCode, body } = await rawExchange(port, 'HELLO THERE\r\n\r\n');
      expectRefusal(statusCode, body, 'VALIDATION_FAILED');
    });
  });
});

describe('the server’s own failures', () => {
  it('500 says status 500 (INTERNAL), and 503 from /readyz when the database is gone', async () => {
    // A database without the schema: every query fails, as a broken database would.
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, serveWeb: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'owner@example.com', password: DEMO_PASSWORD },
      });
      expect(login.json()).toEqual({
        status: 500,
        code: 'INTERNAL',
        title: 'INTERNAL',
        detail: 'Internal server error',
      });
      expect(login.statusCode).toBe(500);
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expectRefusal(ready.statusCode, ready.json(), 'SERVICE_UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});
