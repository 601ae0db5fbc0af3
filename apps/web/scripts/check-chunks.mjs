// Build step after `vite build` (decision 071): checks the files the build wrote for what a hand-made module grouping
// (chunk-groups.ts, `includeDependenciesRecursively: false`) can break, before anything is served.
// 1. Every script parses as a module. Rolldown 1.2 once wrote a file that exported a name it never defined; a browser
//    refuses such a file whole ("Export '…' is not defined in module") and the page that needed it fails.
// 2. No two scripts import each other, directly or round a ring: a module would then run before one it imports.
// `node --experimental-vm-modules scripts/check-chunks.mjs [dist]` (vm.SourceTextModule parses without running); dist
// defaults to apps/web/dist.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import vm from 'node:vm';

/** The rings of static imports in a manifest, each as a list of keys from a chunk back to itself. */
export function importRings(manifest) {
  const state = new Map(); // key → 'open' while its imports are being walked, 'done' after
  const rings = [];
  const walk = (key, trail) => {
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'open') {
      rings.push([...trail.slice(trail.indexOf(key)), key]);
      return;
    }
    state.set(key, 'open');
    for (const imported of manifest[key]?.imports ?? []) walk(imported, [...trail, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) walk(key, []);
  return rings;
}

/** The scripts of `dir` that do not parse as modules, with the parser's message. */
export function unparsableScripts(dir) {
  const failures = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    try {
      new vm.SourceTextModule(readFileSync(resolve(dir, name), 'utf8'), { identifier: name });
    } catch (error) {
      failures.push(`${name}: ${error.message}`);
    }
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..', 'dist'));
  if (!vm.SourceTextModule) throw new Error('run with node --experimental-vm-modules');
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
  const problems = [
    ...unparsableScripts(resolve(dist, 'assets')),
    ...importRings(manifest).map((ring) => `files that import each other: ${ring.join(' → ')}`),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.info(`${Object.keys(manifest).length} chunks checked: each parses as a module, no import rings`);
}
