import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves that biome.json's layering rules bite: fixture files laid out like the repository, linted with the
// repository's own configuration, must be reported exactly where docs/architecture.md#layers-what-may-import-what forbids an import.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

const FIXTURES: Record<string, string> = {
  'packages/domain/src/rule.ts': "import { a } from '@portal/contract';\nexport const rule = a;\n",
  'packages/domain/src/pure.ts': "import { addDays } from 'date-fns';\nexport const pure = addDays;\n",
  'packages/i18n/src/texts.ts': "import { b } from '@portal/domain';\nexport const texts = b;\n",
  'packages/contract/src/ok.ts': "import { c } from '@portal/domain';\nexport const ok = c;\n",
  'packages/contract/src/bad.ts': "import { d } from '@portal/db';\nexport const bad = d;\n",
  'packages/db/src/bad.ts': "import { e } from '@portal/contract';\nexport const bad = e;\n",
  'apps/web/src/lib/db.ts': "import { f } from '@portal/db/schema';\nexport const db = f;\n",
  'apps/web/src/lib/server.ts': "import { g } from '../../../server/src/app.ts';\nexport const server = g;\n",
  'apps/web/src/lib/shared.ts': "import { h } from '@portal/contract';\nexport const shared = h;\n",
  'apps/web/src/features/alpha/page.tsx': "import { i } from '../beta/page.tsx';\nexport const page = i;\n",
  'apps/web/src/features/alpha/components/card.tsx':
    "import { j } from '../../beta/api/get-thing.ts';\nimport { shared } from '../../../lib/shared.ts';\nimport { page } from '../page.tsx';\nexport const card = [j, shared, page];\n",
  'apps/web/src/features/alpha/api/get-db.ts': "import { k } from '@portal/db';\nexport const getDb = k;\n",
  'apps/web/src/features/beta/page.tsx': 'export const i = 1;\n',
  'apps/web/src/features/beta/api/get-thing.ts': 'export const j = 1;\n',
  'apps/web/src/components/one.ts': "import { two } from './two.ts';\nexport const one = () => two;\n",
  'apps/web/src/components/two.ts': "import { one } from './one.ts';\nexport const two = () => one;\n",
};

interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number } };
}

let dir: string;
let found: string[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  let output: string;
  try {
    output = execFileSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as { diagnostics: Diagnostic[] };
  found = report.diagnostics
    .filter((d) => d.category.endsWith('noRestrictedImports') || d.category.endsWith('noImportCycles'))
    .map((d) => `${d.location.path}:${d.location.start.line} ${d.category.split('/').pop()}`)
    .sort();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('biome.json layering rules', () => {
  it('report every forbidden import and nothing else', () => {
    expect(found).toEqual([
      'apps/web/src/components/one.ts:1 noImportCycles',
      'apps/web/src/components/two.ts:1 noImportCycles',
      'apps/web/src/features/alpha/api/get-db.ts:1 noRestrictedImports',
      'apps/web/src/features/alpha/components/card.tsx:1 noRestrictedImports',
      'apps/web/src/features/alpha/page.tsx:1 noRestrictedImports',
      'apps/web/src/lib/db.ts:1 noRestrictedImports',
      'apps/web/src/lib/server.ts:1 noRestrictedImports',
      'packages/contract/src/bad.ts:1 noRestrictedImports',
      'packages/db/src/bad.ts:1 noRestrictedImports',
      'packages/domain/src/rule.ts:1 noRestrictedImports',
      'packages/i18n/src/texts.ts:1 noRestrictedImports',
    ]);
  });
});
