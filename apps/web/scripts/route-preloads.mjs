// Build step after `vite build` (decision 063): the first visit's critical path in the HTML itself.
// 1. index.html's own stylesheet goes inline, so the first paint waits for the HTML alone.
// 2. dist/route-preloads.json: per route of the route table (src/config/paths.ts, as the build wrote it to
//    dist/.vite/routes.json) and per language, the scripts and stylesheets a first
//    visit loads besides the entry. The server writes them as preload links into the HTML it answers for that route,
//    so they download beside the entry instead of after it has run.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chunkFiles, chunkStyles, entryKey, forLanguage, LANGUAGES, readManifest } from './route-sizes.mjs';

const web = resolve(import.meta.dirname, '..');
const dist = resolve(web, 'dist');
const manifest = readManifest(dist);
const { routes } = JSON.parse(readFileSync(resolve(dist, '.vite/routes.json'), 'utf8'));

const entry = entryKey(manifest);
const entryScripts = new Set(chunkFiles(manifest, [entry]));
const entryStyles = new Set(chunkStyles(manifest, [entry]));

/**
 * index.html with its stylesheets' text inline. Each link stays, `disabled` (not fetched, not applied): Vite's preload
 * helper looks for a stylesheet link with that address before it adds one, and some chunks list the entry's
 * stylesheet among their dependencies, which would load it again after the routes' own stylesheets.
 */
function inlineStyles(html) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (link, file) => {
    if (!entryStyles.has(file)) return link;
    const css = readFileSync(resolve(dist, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains "</style"`);
    return `<style>${css.trim()}</style>\n    ${link.replace('>', ' disabled>')}`;
  });
}

const preloads = {};
for (const [route, { loads }] of Object.entries(routes)) {
  preloads[route] = {};
  for (const language of LANGUAGES) {
    const keys = forLanguage(loads, language);
    preloads[route][language] = {
      scripts: chunkFiles(manifest, keys).filter((file) => !entryScripts.has(file)),
      styles: chunkStyles(manifest, keys).filter((file) => !entryStyles.has(file)),
    };
  }
}

const indexPath = resolve(dist, 'index.html');
writeFileSync(indexPath, inlineStyles(readFileSync(indexPath, 'utf8')));
// precompress.mjs runs next and writes the .br and .gz of the new index.html; stale ones must not stay.
for (const suffix of ['.br', '.gz']) rmSync(`${indexPath}${suffix}`, { force: true });
writeFileSync(resolve(dist, 'route-preloads.json'), `${JSON.stringify({ routes: preloads }, null, 1)}\n`);
console.info(`route preloads for ${Object.keys(preloads).length} routes; index.html's stylesheet inlined`);
