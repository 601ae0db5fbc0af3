#!/usr/bin/env node
// The one test command (npm test = npm run validate = what CI runs): typecheck, lint, unit and web tests,
// server integration on PGlite and on PostgreSQL (when reachable), a production build, and the Playwright
// journeys. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function sh(command, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record(name, passed, failed, skipped, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(
    `${name.padEnd(16)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds} s)`,
  );
}

function check(name, command) {
  console.info(`\n== ${name}: ${command}`);
  const { ok, seconds } = sh(command);
  record(name, ok ? 1 : 0, ok ? 0 : 1, 0, seconds);
}

function vitest(name, projects, env = {}) {
  const out = `${reports}/${name}.json`;
  const args = projects.map((p) => `--project ${p}`).join(' ');
  console.info(`\n== ${name}: vitest ${args}`);
  const { ok, seconds } = sh(`npx vitest run ${args} --reporter=default --reporter=json --outputFile=${out}`, env);
  if (!existsSync(out)) return record(name, 0, 1, 0, seconds);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  record(name, report.numPassedTests, failed, report.numPendingTests + report.numTodoTests, seconds);
}

function playwright() {
  const out = `${reports}/e2e.json`;
  console.info('\n== e2e: playwright');
  const { ok, seconds } = sh('npx playwright test -c e2e/playwright.config.ts');
  if (!existsSync(out)) return record('e2e', 0, 1, 0, seconds);
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1);
  record('e2e', stats.expected, failed, stats.skipped, seconds);
}

async function postgresUrl() {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

const want = (step) => only.length === 0 || only.includes(step);
if (want('typecheck')) check('typecheck', 'npm run -s typecheck');
if (want('lint')) check('lint', 'npx biome check .');
if (want('unit')) vitest('unit', ['unit', 'web']);
if (want('server')) {
  vitest('server-pglite', ['server-pglite']);
  const url = await postgresUrl();
  if (url) vitest('server-postgres', ['server-postgres'], { DATABASE_URL: url });
  else summary.push('server-postgres  not run: PostgreSQL is not reachable (set DATABASE_URL)');
}
if (want('e2e')) {
  console.info('\n== build: web app');
  const build = sh('npm run -s build');
  if (build.ok) playwright();
  else record('build', 0, 1, 0, build.seconds);
}

console.info(`\n${summary.join('\n')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
