import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { chooseEncoding } from '../src/http/compression.ts';
import type { App } from '../src/types.ts';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/** The API compresses large answers; the built app goes precompressed with the right caching. */
const ctx = useTestApp({ seeded: true });

const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><title>app</title>${' '.repeat(2000)}`);
writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), SCRIPT);
writeFileSync(join(dist, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(dist, 'assets', 'index-AbCd1234.js.gz'), gzipSync(SCRIPT));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function withWeb<T>(use: (app: App) => Promise<T>): Promise<T> {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: dist }),
    database: ctx.database,
    now: () => ctx.clock.now(),
  });
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

describe('compression', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['*', 'br'],
  ] as const)('Accept-Encoding %s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('compresses a large JSON answer with brotli or gzip as asked, and leaves small ones alone', async () => {
    const session = await signIn(ctx.app, 'owner@example.com');
    const url = '/api/calendar?listingId=1&from=2026-01-01&to=2026-06-30';
    const plain = await ctx.app.inject({ method: 'GET', url, headers: ownHeaders(session) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...ownHeaders(session), 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...ownHeaders(session), 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the built app precompressed: hashed files cached for a year, the page checked every time', async () => {
    await withWeb(async (app) => {
      const br = await app.inject({
        method: 'GET',
        url: '/assets/index-AbCd1234.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gz = await app.inject({
        method: 'GET',
        url: '/assets/index-AbCd1234.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const raw = await app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' });
      expect(raw.body).toBe(SCRIPT);
      const page = await app.inject({ method: 'GET', url: '/properties' });
      expect(page.headers['cache-control']).toBe('no-cache');
    });
  });

  it('answers HEAD as GET without the body: a page, a file, and 404 for a missing file (uptime checks send HEAD /)', async () => {
    await withWeb(async (app) => {
      for (const url of ['/', '/properties', '/staff', '/assets/index-AbCd1234.js']) {
        const got = await app.inject({ method: 'GET', url });
        const head = await app.inject({ method: 'HEAD', url });
        expect([url, head.statusCode], head.body).toEqual([url, 200]);
        expect(head.headers['content-type']).toBe(got.headers['content-type']);
        expect(head.body).toBe('');
      }
      expect((await app.inject({ method: 'HEAD', url: '/assets/missing-AbCd1234.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'HEAD', url: '/api/no-such-call' })).statusCode).toBe(404);
    });
  });
});
