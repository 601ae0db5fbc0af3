// The OpenAPI document passes Redocly's recommended rules (redocly.yaml): no error, and no warning but the ones that
// file explains. Runs on PGlite only: the document does not depend on the database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { useTestApp } from './helpers/use-test-app.ts';

const root = resolve(import.meta.dirname, '../../..');
const ctx = useTestApp();
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

it('passes redocly lint with the recommended rules, leaving only the warnings redocly.yaml explains', async () => {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).body);
  const lint = spawnSync(
    join(root, 'node_modules/.bin/redocly'),
    ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
    { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  const { problems } = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as { problems: Problem[] };
  const found = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
  expect(found).toEqual(['warn operation-4xx-response #/paths/~1api~1version_log/get/responses']);
  expect(lint.status, lint.stderr).toBe(0);
}, 60_000);
