#!/usr/bin/env node
// Runs the journeys that depend on the date with the server's and the browser's clocks set to other days: the first
// and last day of a month, 29 February and 31 December (issue: tests hold on any day of the year). Each day gets its
// own server and embedded database, with the demo data made relative to that day. Needs a built web app
// (`npm run -s build`). Usage:
//   node scripts/e2e-dates.mjs                          the listed days, the date-dependent journeys
//   node scripts/e2e-dates.mjs 2027-06-30T22:00:00+04:00 a day of your own (ISO 8601 with its offset)
//   E2E_FILES=e2e/tests/auth.spec.ts node scripts/e2e-dates.mjs    other journeys (all: E2E_FILES=e2e/tests)
// Prints one line per day and ends with one line "N passed, N failed". See docs/testing.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const DAYS = [
  // The morning of the first day of a month: yesterday is last month; no stay of the month is over yet.
  '2027-03-01T09:00:00+04:00',
  // The evening of the last day of a month: after 15:00 the earliest day for a stay is tomorrow, in the next month.
  '2027-04-30T18:00:00+04:00',
  // A leap day.
  '2028-02-29T12:00:00+04:00',
  // New Year's Eve in the afternoon: next month is next year.
  '2026-12-31T16:00:00+04:00',
];
const FILES = (
  process.env.E2E_FILES ??
  [
    'calendar-day-states',
    'calendar-month',
    'calendar-arabic',
    'blocks-calendar',
    'blocks-settings',
    'blocks-errors',
    'blocks-typed-dates',
    'statements',
    'staff-statements',
    'summary',
  ]
    .map((name) => `e2e/tests/${name}.spec.ts`)
    .join(' ')
).split(/\s+/);
const days = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DAYS;

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

if (!existsSync('apps/web/dist/index.html')) {
  console.error('Build the web app first: npm run -s build');
  process.exit(2);
}
mkdirSync('.reports', { recursive: true });
const lines = [];
const totals = { passed: 0, failed: 0 };
for (const day of days) {
  const target = Date.parse(day);
  if (Number.isNaN(target)) throw new Error(`not a date: ${day}`);
  const [port, smtpPort, mailboxPort] = await freePorts(3);
  const report = `.reports/e2e-date-${port}.json`;
  console.info(`\n== journeys on ${day} (port ${port})`);
  const started = Date.now();
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...FILES], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_CLOCK_OFFSET_MS: String(target - Date.now()),
      E2E_PORT: String(port),
      E2E_SMTP_PORT: String(smtpPort),
      E2E_MAILBOX_PORT: String(mailboxPort),
      E2E_REPORT: report,
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!existsSync(report)) {
    totals.failed += 1;
    lines.push(`${day}  no report (exit ${run.status}) (${seconds} s)`);
    continue;
  }
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + stats.flaky + (run.status === 0 || stats.unexpected > 0 ? 0 : 1);
  totals.passed += stats.expected;
  totals.failed += failed;
  lines.push(`${day}  ${stats.expected} passed, ${failed} failed (${seconds} s)`);
}
console.info(`\n${lines.join('\n')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
