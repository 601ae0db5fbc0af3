import { expect, test } from '../fixtures.ts';

// Issue 15 on the real server and the real build: hashed files go precompressed and cached for good, the page is
// checked every time, and source maps (built hidden for reading stack traces) are never served.
test('the built app is served precompressed, cached by name, without source maps', async ({ request }) => {
  const page = await request.get('/login', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();

  for (const encoding of ['br', 'gzip']) {
    const asset = await request.get(script ?? '', { headers: { 'accept-encoding': encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe(encoding);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }

  const map = await request.get(`${script}.map`);
  expect(map.status()).toBe(404);
});
