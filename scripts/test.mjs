#!/usr/bin/env node
// The one test command (npm test = npm run validate = what CI runs): typecheck, lint, unit and web tests,
// server integration on PGlite and on PostgreSQL, a production build, its bundle budgets per route, and the Playwright
// journeys.
// Prints each step's time and ends with one line "N passed, N failed". `node scripts/test.mjs lint server-postgres`
// runs only the steps named (typecheck, lint, unit, server, server-pglite, server-postgres, budgets, cap-sync, e2e).
// The server tests run on two Node versions (decision 075): server-pglite on this machine's Node (20), server-postgres
// on Node 22 LTS, installed from the npm package node@22 into .cache/node22 when missing.
// See docs/testing.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const isCi = ['true', '1'].includes(String(process.env.CI).toLowerCase());
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** Each failed test's name and the first line of its error, printed under the summary (CI keeps only the tail of the log). */
const failures = [];
const startedAt = Date.now();

function sh(command, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record(name, passed, failed, skipped, seconds, note = '') {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(
    `${name.padEnd(16)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds} s)${note}`,
  );
}

function check(name, command) {
  console.info(`\n== ${name}: ${command}`);
  const { ok, seconds } = sh(command);
  record(name, ok ? 1 : 0, ok ? 0 : 1, 0, seconds);
  return ok;
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
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${name}: ${relative('.', file.name)} › ${test.fullName}\n    ${firstLine(test.failureMessages)}`);
    if (failedTests.length === 0 && file.status === 'failed')
      failures.push(`${name}: ${relative('.', file.name)}\n    ${firstLine([file.message])}`);
  }
}

function firstLine(messages) {
  const line =
    (messages ?? [])
      .join('\n')
      .split('\n')
      .find((text) => text.trim() !== '') ?? '(no message)';
  // Without the terminal colours the reporters put in their messages.
  return stripVTControlCharacters(line).trim().slice(0, 300);
}

/** Three distinct ports the system has free right now (bound together on port 0, then released). */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function playwright() {
  const out = `${reports}/e2e.json`;
  const [port, smtpPort, mailboxPort] = await freePorts(3);
  console.info(`\n== e2e: playwright (app on port ${port}, SMTP ${smtpPort}, mailbox ${mailboxPort})`);
  const { ok, seconds } = sh('npx playwright test -c e2e/playwright.config.ts', {
    E2E_PORT: String(port),
    E2E_SMTP_PORT: String(smtpPort),
    E2E_MAILBOX_PORT: String(mailboxPort),
    E2E_REPORT: out,
  });
  if (!existsSync(out)) return record('e2e', 0, 1, 0, seconds);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const { stats } = report;
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1);
  record('e2e', stats.expected, failed, stats.skipped, seconds);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const errors = (test.results ?? []).flatMap((result) => (result.error?.message ? [result.error.message] : []));
        failures.push(
          `e2e (${test.status}): ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n    ${firstLine(errors)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

/** The second Node version of the server tests: node@NODE_22 from npm, in .cache/node22 (one install, then reused). */
const NODE_22 = '22.23.3';
const NODE_22_DIR = resolve('.cache/node22');
const NODE_22_BIN = resolve(NODE_22_DIR, 'node_modules/.bin');

function node22() {
  const version = () => spawnSync(resolve(NODE_22_BIN, 'node'), ['-v'], { encoding: 'utf8' }).stdout?.trim();
  if (version() === `v${NODE_22}`) return true;
  console.info(`\n== installing Node ${NODE_22} (npm package node@${NODE_22}) into .cache/node22`);
  rmSync(NODE_22_DIR, { recursive: true, force: true });
  sh(`npm install --prefix ${NODE_22_DIR} --no-save --no-package-lock --no-audit --no-fund node@${NODE_22}`);
  return version() === `v${NODE_22}`;
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const want = (step) => only.length === 0 || only.includes(step);
if (want('typecheck')) check('typecheck', 'npm run -s typecheck');
if (want('lint')) check('lint', 'npx biome check .');
if (want('unit')) vitest('unit', ['unit', 'web']);
if (want('server') || want('server-pglite')) {
  vitest('server-pglite', ['server-pglite']);
  summary[summary.length - 1] += ` on Node ${process.versions.node}`;
}
if (want('server') || want('server-postgres')) {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await reachable(url)) {
    // Everything the step starts (vitest, the servers it spawns, tsx, npm) finds Node 22 first on the PATH.
    const hasNode22 = node22();
    if (hasNode22 || !isCi) {
      const path = hasNode22 ? { PATH: `${NODE_22_BIN}${delimiter}${process.env.PATH}` } : {};
      vitest('server-postgres', ['server-postgres'], { DATABASE_URL: url, ...path });
      summary[summary.length - 1] += hasNode22
        ? ` on Node ${NODE_22}`
        : ` on Node ${process.versions.node} (node@22 could not be installed)`;
    } else record('server-postgres', 0, 1, 0, '0.0', ` FAILED: Node ${NODE_22} could not be installed (CI=true)`);
  }
  // CI must test the database production runs on; a developer without a server still gets the rest.
  else if (isCi) record('server-postgres', 0, 1, 0, '0.0', ` FAILED: PostgreSQL is not reachable at ${url} (CI=true)`);
  else summary.push('server-postgres  not run: PostgreSQL is not reachable (set DATABASE_URL)');
}
// Budgets read the build's manifest and the route table it wrote (dist/.vite/routes.json, decision 058); the journeys run the same build.
if ((want('budgets') || want('cap-sync') || want('e2e')) && check('build', 'npm run -s build')) {
  if (want('budgets')) check('budgets', 'node apps/web/scripts/bundle-budgets.mjs');
  // The native projects take the build (apps/web/android, apps/web/ios; no SDK needed, about 5 s). Capacitor's CLI
  // needs Node 22 (docs/mobile.md).
  if (want('cap-sync')) {
    const path = node22() ? `${NODE_22_BIN}${delimiter}${process.env.PATH}` : process.env.PATH;
    console.info('\n== cap-sync: npx cap sync (apps/web)');
    const { ok, seconds } = sh('cd apps/web && npx cap sync', { PATH: path });
    record('cap-sync', ok ? 1 : 0, ok ? 0 : 1, 0, seconds);
  }
  if (want('e2e')) await playwright();
}

const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
console.info(`\n${summary.join('\n')}`);
console.info(`total            ${minutes} min${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
if (failures.length > 0) console.info(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
