import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebIndex, languageOf } from './web-index.ts';

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <style>.boot-splash{display:grid}${'.x{color:red}'.repeat(100)}</style>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="manifest" href="/manifest.en.webmanifest">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const files = (language: string, page: string) => ({
  scripts: [`assets/${language}-t.js`, `assets/${page}.js`],
  styles: [`assets/${page}.css`],
});
const routes = {
  '/properties': { en: files('en', 'properties'), ru: files('ru', 'properties'), ar: files('ar', 'properties') },
  '/calendar/:propertyId': { en: files('en', 'calendar'), ru: files('ru', 'calendar'), ar: files('ar', 'calendar') },
  '/calendar/:propertyId/block/new': { en: files('en', 'block'), ru: files('ru', 'block'), ar: files('ar', 'block') },
  '/help/:propertyId?': { en: files('en', 'help'), ru: files('ru', 'help'), ar: files('ar', 'help') },
  '/help/faq/:propertyId?': { en: files('en', 'faq'), ru: files('ru', 'faq'), ar: files('ar', 'faq') },
  '/documents/:action/:propertyId/:year?/:month?': {
    en: files('en', 'documents'),
    ru: files('ru', 'documents'),
    ar: files('ar', 'documents'),
  },
  '/staff/*': { en: files('en', 'staff'), ru: files('ru', 'staff'), ar: files('ar', 'staff') },
};

const dist = mkdtempSync(join(tmpdir(), 'portal-web-index-'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ routes }));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const preloadedScripts = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[1]);

describe('the web app HTML per route (decision 063)', () => {
  const index = createWebIndex(dist);
  const scriptsFor = (url: string, language: 'en' | 'ru' | 'ar' = 'en') =>
    preloadedScripts(index.pageFor(url, language).answer.text);

  it('preloads the matched route’s files, static segments before parameters', () => {
    expect(scriptsFor('/properties')).toEqual(['en-t.js', 'properties.js']);
    expect(scriptsFor('/calendar/12')).toEqual(['en-t.js', 'calendar.js']);
    expect(scriptsFor('/calendar/12/block/new?date=2026-12-01')).toEqual(['en-t.js', 'block.js']);
    expect(scriptsFor('/help/faq/12')).toEqual(['en-t.js', 'faq.js']);
    expect(scriptsFor('/help/faq')).toEqual(['en-t.js', 'faq.js']);
    expect(scriptsFor('/help')).toEqual(['en-t.js', 'help.js']);
    expect(scriptsFor('/help/12')).toEqual(['en-t.js', 'help.js']);
    expect(scriptsFor('/documents/statements/12')).toEqual(['en-t.js', 'documents.js']);
    expect(scriptsFor('/documents/statements/12/2026/10/')).toEqual(['en-t.js', 'documents.js']);
    expect(scriptsFor('/staff/owners/4')).toEqual(['en-t.js', 'staff.js']);
    expect(index.pageFor('/calendar/12', 'en').answer.text).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/calendar.css">',
    );
  });

  it('answers a path no route takes, or one with a segment too many, with the entry alone', () => {
    expect(scriptsFor('/nowhere')).toEqual([]);
    expect(scriptsFor('/calendar')).toEqual([]);
    expect(scriptsFor('/calendar/12/extra')).toEqual([]);
    expect(scriptsFor('/documents/statements/12/2026/10/31')).toEqual([]);
    expect(index.pageFor('/nowhere', 'en').answer.text).toContain('src="/assets/index-a.js"');
  });

  it('names the reader’s language’s texts and writes its lang and direction', () => {
    expect(scriptsFor('/calendar/12', 'ar')).toEqual(['ar-t.js', 'calendar.js']);
    expect(index.pageFor('/calendar/12', 'ar').answer.text).toContain('<html lang="ar" dir="rtl">');
    expect(index.pageFor('/calendar/12', 'ru').answer.text).toContain('<html lang="ru" dir="ltr">');
    // The installed app's name in the reader's language: the manifest of that language.
    expect(index.pageFor('/login', 'ar').answer.text).toContain(
      '<link rel="manifest" href="/manifest.ar.webmanifest">',
    );
    expect(index.pageFor('/calendar/12', 'ru').answer.text).toContain('href="/manifest.ru.webmanifest"');
    expect(index.pageFor('/calendar/12', 'en').answer.text).toContain('href="/manifest.en.webmanifest"');
    expect(languageOf('theme=dark; portal_lang=ru; other=1')).toBe('ru');
    expect(languageOf('portal_lang=ar')).toBe('ar');
    expect(languageOf('portal_lang=fr')).toBe('en');
    expect(languageOf('xportal_lang=ru')).toBe('en');
    expect(languageOf('portal_lang="><script>')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('without a preloads file (an older build) every route gets index.html as built', () => {
    const bare = mkdtempSync(join(tmpdir(), 'portal-web-index-bare-'));
    try {
      writeFileSync(join(bare, 'index.html'), INDEX);
      const plain = createWebIndex(bare).pageFor('/calendar/12', 'en').answer.text;
      expect(preloadedScripts(plain)).toEqual([]);
      expect(plain).toBe(INDEX);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('sends it compressed, revalidated by ETag, varying with the language cookie', async () => {
    const app = Fastify();
    app.setNotFoundHandler((request, reply) => index.send(request, reply));
    try {
      const first = await app.inject({
        url: '/calendar/12',
        headers: { cookie: 'portal_lang=ar', 'accept-encoding': 'br, gzip' },
      });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toBe('Cookie, Accept-Encoding');
      const html = brotliDecompressSync(first.rawPayload).toString();
      expect(preloadedScripts(html)).toEqual(['ar-t.js', 'calendar.js']);

      const etag = String(first.headers.etag);
      const again = await app.inject({
        url: '/calendar/12',
        headers: { cookie: 'portal_lang=ar', 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      // Another language is another page: the ETag does not match it.
      const english = await app.inject({ url: '/calendar/12', headers: { 'if-none-match': etag } });
      expect(english.statusCode).toBe(200);
      expect(english.headers.etag).not.toBe(etag);
      expect(preloadedScripts(english.body)).toEqual(['en-t.js', 'calendar.js']);
    } finally {
      await app.close();
    }
  });
});
