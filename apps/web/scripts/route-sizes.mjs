// Per-route JavaScript from Vite's manifest: what a first visit to a route downloads is the entry's
// static import graph plus, for each chunk the route loads on demand, that chunk's static import graph.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The manifest with a key for each module the build put in a file named after another module (chunk-groups.ts): the
 * key leads to that file's entry, the same object, so a route that names two modules of one file counts the file once.
 * `moduleFiles` is dist/.vite/module-chunks.json (module path → file).
 */
export function withModuleKeys(manifest, moduleFiles) {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const keyed = { ...manifest };
  for (const [module, file] of Object.entries(moduleFiles)) {
    if (!(module in keyed) && byFile.has(file)) keyed[module] = byFile.get(file);
  }
  return keyed;
}

/** dist/.vite/manifest.json with the module keys of dist/.vite/module-chunks.json. */
export function readManifest(dist) {
  const read = (name) => JSON.parse(readFileSync(join(dist, '.vite', name), 'utf8'));
  return withModuleKeys(read('manifest.json'), read('module-chunks.json'));
}

/** Calls `onChunk` for `keys` and every chunk they statically import, each file once, dependencies first. */
function eachChunk(manifest, keys, onChunk) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
    onChunk(chunk);
  };
  for (const key of keys) visit(key);
}

/** The JS files (dist-relative) of `keys` and every chunk they statically import, each once, in load order. */
export function chunkFiles(manifest, keys) {
  const files = [];
  eachChunk(manifest, keys, (chunk) => {
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
  });
  return files;
}

/** The languages whose texts a route loads (`{lang}` in a route's keys stands for each of them). */
export const LANGUAGES = ['en', 'ru', 'ar'];

/** A route's keys for one language: `src/locales/texts/{lang}.ts` becomes `src/locales/texts/ru.ts`. */
export const forLanguage = (keys, language) => keys.map((key) => key.replaceAll('{lang}', language));

/** The stylesheets of `keys` and of every chunk they statically import, each once, in load order. */
export function chunkStyles(manifest, keys) {
  const styles = new Set();
  eachChunk(manifest, keys, (chunk) => {
    for (const style of chunk.css ?? []) styles.add(style);
    if (chunk.file.endsWith('.css')) styles.add(chunk.file);
  });
  return [...styles];
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
}

/** Gzipped bytes at level 9, as the build's precompressed .gz files the server sends. */
export const gzipBytes = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Each route's files and gzipped total: `routes` maps a route to the manifest keys (source paths) it loads on demand
 * on a first visit; the entry is added to every route. `sizeOf(file)` gives a file's gzipped bytes.
 */
export function routeSizes(manifest, routes, sizeOf) {
  const entry = entryKey(manifest);
  return Object.entries(routes).map(([route, keys]) => {
    const files = chunkFiles(manifest, [entry, ...keys]);
    return { route, files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

/** Reads the build's manifest and sizes each route's files from dist. */
export function measureDist(dist, routes) {
  const manifest = readManifest(dist);
  const cache = new Map();
  const sizeOf = (file) => {
    if (!cache.has(file)) cache.set(file, gzipBytes(readFileSync(join(dist, file))));
    return cache.get(file);
  };
  return routeSizes(manifest, routes, sizeOf);
}
