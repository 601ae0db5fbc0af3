import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, 'check-runtime.mjs');
const REACT_DOM = '../../node_modules/react-dom/cjs/react-dom-client.production.js';
const PREACT = '../../node_modules/preact/compat/dist/compat.module.js';
let dist;

/** A dist folder whose scripts hold these modules (by their source maps); the check's exit status and output. */
function check(scripts) {
  dist = mkdtempSync(join(tmpdir(), 'check-runtime-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  for (const [name, sources] of Object.entries(scripts)) {
    writeFileSync(join(dist, 'assets', name), 'export {};\n');
    writeFileSync(join(dist, 'assets', `${name}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
  }
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_start.js'], dynamicImports: ['src/page.tsx'] },
    '_start.js': { file: 'assets/start.js' },
    'src/page.tsx': { file: 'assets/page.js', isDynamicEntry: true },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  const run = spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the runtime check of the build (decision 076)', () => {
  it('passes a build whose entry holds React DOM and no script holds Preact', () => {
    const { status, output } = check({ 'index.js': ['../../src/main.tsx'], 'start.js': [REACT_DOM], 'page.js': [] });
    expect(output).toContain('React DOM in the entry, no Preact');
    expect(status).toBe(0);
  });

  it('fails a build with Preact in any script, even one loaded later', () => {
    const { status, output } = check({ 'index.js': [], 'start.js': [REACT_DOM], 'page.js': [PREACT] });
    expect(output).toContain('assets/page.js holds Preact');
    expect(status).toBe(1);
  });

  it('fails a build whose React DOM is only in a script the entry does not load first', () => {
    const { status, output } = check({ 'index.js': [], 'start.js': [], 'page.js': [REACT_DOM] });
    expect(output).toContain("do not hold React DOM's client");
    expect(status).toBe(1);
  });
});
