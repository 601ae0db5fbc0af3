// Build step after route-preloads.mjs (decision 096): the installable app's files.
// 1. dist/manifest.<lang>.webmanifest, one per language (names from src/features/pwa/i18n); the server links the
//    reader's (web-index.ts). Colours are the app's own: --color-brand and --color-bg of styles/tokens.css.
// 2. index.html's links to the manifest and the iOS touch icon.
// 3. dist/sw.js: src/sw/service-worker.ts bundled with esbuild, the precache list (the app's own files, no map, no
//    compressed copy, no staff console chunk) written in by workbox-build's injectManifest.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const web = resolve(import.meta.dirname, '..');
const dist = resolve(web, 'dist');
const LANGUAGES = { en: 'ltr', ru: 'ltr', ar: 'rtl' };

const tokens = readFileSync(resolve(web, 'src/styles/tokens.css'), 'utf8');
const token = (name) => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(tokens);
  if (!match) throw new Error(`tokens.css has no --${name}`);
  return match[1];
};
const themeColor = token('color-brand');
const backgroundColor = token('color-bg');

const icons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

for (const [language, dir] of Object.entries(LANGUAGES)) {
  const texts = JSON.parse(readFileSync(resolve(web, `src/features/pwa/i18n/${language}.json`), 'utf8')).manifest;
  const manifest = {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons,
  };
  writeFileSync(resolve(dist, `manifest.${language}.webmanifest`), `${JSON.stringify(manifest, null, 2)}\n`);
}

const indexFile = resolve(dist, 'index.html');
const html = readFileSync(indexFile, 'utf8');
if (!html.includes('rel="manifest"')) {
  const links = [
    '<link rel="manifest" href="/manifest.en.webmanifest">',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    '<meta name="apple-mobile-web-app-capable" content="yes">',
    '<meta name="mobile-web-app-capable" content="yes">',
  ];
  writeFileSync(indexFile, html.replace('  </head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`));
}

const swFile = resolve(dist, 'sw.js');
await build({
  entryPoints: [resolve(web, 'src/sw/service-worker.ts')],
  outfile: swFile,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const staffChunks = Object.values(JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')))
  .filter((chunk) => chunk.src?.includes('features/staff/'))
  .map((chunk) => chunk.file);
const { count, size, warnings } = await injectManifest({
  swSrc: swFile,
  swDest: swFile,
  globDirectory: dist,
  globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', 'manifest.*.webmanifest'],
  globIgnores: ['**/*.map', '**/*.br', '**/*.gz', ...staffChunks],
  // Hashed names are their own revision.
  dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/,
});
for (const warning of warnings) console.warn(warning);
console.info(
  `service worker: ${count} files precached (${Math.round(size / 1024)} KB); manifests for ${Object.keys(LANGUAGES).join(', ')}`,
);
