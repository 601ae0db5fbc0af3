import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Features never import each other (docs/architecture.md#layers-what-may-import-what). biome.json says so for relative paths up to a fixed depth;
// this walks the real import graph of every feature, however deep, so a new feature is covered without a config edit.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = join(ROOT, 'apps/web/src/features');

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Feature folder a path lies in, or null outside apps/web/src/features. */
function featureOf(path: string, featuresDir: string): string | null {
  const inside = relative(featuresDir, path);
  if (inside.startsWith('..') || inside === '') return null;
  return inside.split(sep)[0] ?? null;
}

/** Every import in `files` (path → source) that reaches from one feature into another, as "from -> specifier". */
function crossFeatureImports(files: Record<string, string>, featuresDir: string): string[] {
  const found: string[] = [];
  for (const [path, source] of Object.entries(files)) {
    const own = featureOf(path, featuresDir);
    for (const [, specifier = ''] of source.matchAll(SPECIFIER)) {
      if (!specifier.startsWith('.')) continue;
      const target = featureOf(resolve(dirname(path), specifier), featuresDir);
      if (target && target !== own) found.push(`${relative(featuresDir, path)} -> ${specifier}`);
    }
  }
  return found;
}

function sourcesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    files[path] = readFileSync(path, 'utf8');
  }
  return files;
}

describe('feature boundaries', () => {
  it('finds an import into another feature at any depth, static or lazy, and allows shared code', () => {
    const dir = '/repo/apps/web/src/features';
    const files = {
      [`${dir}/alpha/page.tsx`]: "import { x } from '../beta/page.tsx';\nimport { y } from '../../lib/y.ts';",
      [`${dir}/alpha/a/b/c/deep.ts`]: "const lazy = () => import('../../../../beta/api/get.ts');",
      [`${dir}/alpha/components/own.tsx`]: "import { page } from '../page.tsx';\nimport '../alpha.css';",
      [`${dir}/beta/page.tsx`]: "export { z } from '../../components/ui/index.ts';",
    };
    expect(crossFeatureImports(files, dir)).toEqual([
      'alpha/page.tsx -> ../beta/page.tsx',
      'alpha/a/b/c/deep.ts -> ../../../../beta/api/get.ts',
    ]);
  });

  it('holds for every feature of the web app', () => {
    const files = sourcesUnder(FEATURES);
    expect(Object.keys(files).length).toBeGreaterThan(10);
    expect(crossFeatureImports(files, FEATURES)).toEqual([]);
  });
});
