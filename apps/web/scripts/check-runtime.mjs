// Build step after `vite build` (decision 076): the app ships React 19 itself. Fails the build when a shipped script
// holds a module of Preact, or when the scripts index.html starts with do not hold React DOM's client. Which modules a
// file holds is read from the build's hidden source maps (`build.sourcemap: 'hidden'`).
// `node scripts/check-runtime.mjs [dist]`; dist defaults to apps/web/dist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The module paths a built script holds, from its source map (none when it has no map). */
export function modulesOf(dist, file) {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
}

/** The scripts the entry loads before anything else: index.html's entry and its static imports, each once. */
export function entryFiles(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...files];
}

/**
 * What is wrong with the runtime of a build: `scripts` maps each shipped script to the modules it holds, `entry`
 * lists the scripts the entry loads first.
 */
export function runtimeProblems(scripts, entry) {
  const problems = [];
  for (const [file, modules] of Object.entries(scripts)) {
    const preact = modules.filter((module) => /[\\/]node_modules[\\/]preact[\\/]/.test(module));
    if (preact.length > 0) problems.push(`${file} holds Preact: ${preact[0]}`);
  }
  const hasReactDom = entry.some((file) =>
    (scripts[file] ?? []).some((module) =>
      /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./.test(module),
    ),
  );
  if (!hasReactDom) problems.push(`the entry's scripts (${entry.join(', ')}) do not hold React DOM's client`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..', 'dist'));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const files = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  if (!files.some((file) => existsSync(join(dist, `${file}.map`)))) {
    console.error('No source maps in the build: the runtime check reads them (build.sourcemap: hidden).');
    process.exit(1);
  }
  const scripts = Object.fromEntries(files.map((file) => [file, modulesOf(dist, file)]));
  const problems = runtimeProblems(scripts, entryFiles(manifest));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.info(`${files.length} scripts checked: React DOM in the entry, no Preact`);
}
