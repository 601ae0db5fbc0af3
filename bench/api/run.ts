/**
 * The API benchmark: the real server process over loopback at 50 connections (autocannon), a bare Fastify server as
 * the ceiling, on PostgreSQL with the small and the large data set and on PGlite with the demo data. It reports; it
 * does not judge (targets are printed beside the figures).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDateOf, monthOf, monthParts, monthRange, shiftMonth } from '@portal/domain';
import { calendarRange } from '../bench-db.ts';
import { type Dataset, LARGE, SMALL } from '../datasets.ts';
import { BENCH_PASSWORD, generatedDatabase } from './databases.ts';
import { CONNECTIONS, type LoadRequest, type LoadResult, load, SECONDS } from './load.ts';
import { type RunningServer, serveCommand, startProcess } from './processes.ts';

type Log = (line: string) => void;
const DEMO_EMAILS = [
  'owner@example.com',
  'legacy@example.com',
  'pordal@example.com',
  'ru@example.com',
  'done@example.com',
];
const DEMO_PASSWORD = 'Owner#2026';
/** Sign-in counts each attempt as a failure until its password is verified: 5 in flight lock an account out. */
const ATTEMPTS_IN_FLIGHT_PER_ACCOUNT = 4;
/**
 * Sign-in's connections on both PostgreSQL data sets: the small one has 10 owners (40 attempts in flight at most), and
 * the large one is measured with as many, so its latency is compared with the small one's at the same load (with 50
 * against 40, sign-in's p50 differed by 1.42× where its throughput differed by 1.16×: the wait in the queue for the
 * password hash grows with the connections).
 */
const SIGN_IN_CONNECTIONS = 40;
/** Properties each call cycles through (the owner's first page). */
const SAMPLE = 12;

interface Session {
  headers: Record<string, string>;
  propertyIds: number[];
}

interface Accounts {
  emails: string[];
  password: string;
}

interface Row {
  label: string;
  result: LoadResult;
}

const loadLine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (1, 5, 15 min)`;

async function signIn(url: string, username: string, password: string): Promise<Session> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} answered ${response.status}: ${await response.text()}`);
  const session = (await response.json()) as { token: string; user: { userId: number } };
  const ownerId = session.user.userId;
  const headers = {
    authorization: `Basic ${Buffer.from(`${ownerId}:${session.token}`).toString('base64')}`,
    'x-owner': String(ownerId),
  };
  const list = await fetch(`${url}/api/properties?limit=${SAMPLE}&page=1`, { headers });
  const { properties } = (await list.json()) as { properties: { id: number }[] };
  return { headers, propertyIds: properties.map((property) => property.id) };
}

/** The calls owners make most, as the web app makes them, each spread over the owner's first page of properties. */
function ownerCalls(session: Session, accounts: Accounts): [string, LoadRequest[]][] {
  const today = localDateOf(new Date(), 'Asia/Dubai');
  const range = calendarRange(today);
  // Next month, not this one: the small data set's history begins today (bench/generate.ts), so this month is mostly
  // empty there while it is full on the large one; next month holds about five stays a property on both.
  const measured = shiftMonth(monthOf(today), 1);
  const { year, month } = monthParts(measured);
  const { from, to } = monthRange(measured);
  const each = (make: (id: number) => LoadRequest) => session.propertyIds.map(make);
  const { emails, password } = accounts;
  let signIns = 0;
  const nextEmail = () => emails[signIns++ % emails.length];
  return [
    [
      'POST /api/login',
      [{ method: 'POST', path: '/api/login', nextBody: () => ({ username: nextEmail(), password }) }],
    ],
    ['GET /api/properties (page of 12)', [{ method: 'GET', path: '/api/properties?limit=12&page=1' }]],
    [
      'GET /api/calendar (screen range)',
      each((id) => ({ method: 'GET', path: `/api/calendar?listingId=${id}&from=${range.from}&to=${range.to}` })),
    ],
    [
      // As a browser asks: brotli.
      'GET /api/calendar (screen range, brotli)',
      each((id) => ({
        method: 'GET',
        path: `/api/calendar?listingId=${id}&from=${range.from}&to=${range.to}`,
        headers: { 'accept-encoding': 'br, gzip' },
      })),
    ],
    [
      'POST /api/statistics (next month)',
      each((id) => ({ method: 'POST', path: '/api/statistics', body: { property_id: id, month, year } })),
    ],
    [
      'GET /api/reservations (next month)',
      each((id) => ({
        method: 'GET',
        path: `/api/reservations?listingId=${id}&checkInDateLocalizedLte=${to}&checkOutDateLocalizedGte=${from}`,
      })),
    ],
    [
      'POST /api/statements_list',
      each((id) => ({ method: 'POST', path: '/api/statements_list', body: { property_id: id } })),
    ],
    ['GET /api/notifications', [{ method: 'GET', path: '/api/notifications' }]],
  ];
}

async function measureServer(server: RunningServer, accounts: Accounts, log: Log): Promise<Row[]> {
  const session = await signIn(server.url, accounts.emails[0] ?? '', accounts.password);
  const rows: Row[] = [];
  const only = process.env.BENCH_ONLY;
  for (const [label, requests] of ownerCalls(session, accounts)) {
    if (only && !label.includes(only)) continue;
    const isSignIn = label.includes('login');
    // Sign-in carries no session (it makes one), and rotates over accounts so none is locked out.
    const connections = isSignIn
      ? Math.min(SIGN_IN_CONNECTIONS, accounts.emails.length * ATTEMPTS_IN_FLIGHT_PER_ACCOUNT)
      : CONNECTIONS;
    const result = await load(server.url, requests, isSignIn ? {} : session.headers, connections);
    rows.push({ label: connections === CONNECTIONS ? label : `${label} (${connections} connections)`, result });
    log(`  ${label.padEnd(36)} ${result.rps.toFixed(0).padStart(7)} req/s`);
  }
  return rows;
}

function table(title: string, ceiling: LoadResult, rows: Row[], log: Log): void {
  log(`\n${title}`);
  log(`| call | req/s | p50 | p99 | share of the ceiling | failed |`);
  log('|---|---|---|---|---|---|');
  const line = (label: string, r: LoadResult) =>
    log(
      `| ${label} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${(r.rps / ceiling.rps).toFixed(3)} | ${r.failed === 0 ? 0 : `${r.failed} (${r.failures})`} |`,
    );
  line('bare Fastify (ceiling)', ceiling);
  for (const row of rows) line(row.label, row.result);
}

/** BENCH_SERVER_ENV="LOG_LEVEL=warn": settings for an A/B run of the server. */
function extraServerEnv(): Record<string, string> {
  const pairs = (process.env.BENCH_SERVER_ENV ?? '').split(',').filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => pair.split('=', 2) as [string, string]));
}

/** Starts the server on a database, measures, stops it. */
async function serverRun(
  env: Record<string, string>,
  accounts: Accounts,
  log: Log,
): Promise<{ rows: Row[]; startMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  // Rate limits off: sign-in is limited to 30 per address per 10 minutes, and all load comes from one address.
  const server = await startProcess(
    serveCommand(),
    {
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      NODE_ENV: 'production',
      // Production on PostgreSQL asks for the shared key (decision 072); any key does for a benchmark.
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...env,
      ...extraServerEnv(),
    },
    '/readyz',
    (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
  );
  log(`  server ready in ${server.startMs} ms (${serveCommand().join(' ')}); ${loadLine()}`);
  try {
    return { rows: await measureServer(server, accounts, log), startMs: server.startMs };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function ceilingRun(log: Log): Promise<LoadResult> {
  const ceiling = await startProcess(['--import', 'tsx', 'bench/api/ceiling-server.ts'], {}, '/');
  try {
    const result = await load(ceiling.url, [{ method: 'GET', path: '/' }], {});
    log(`  bare Fastify: ${result.rps.toFixed(0)} req/s; ${loadLine()}`);
    return result;
  } finally {
    await ceiling.stop();
  }
}

async function postgresRun(dataset: Dataset, log: Log): Promise<Row[]> {
  log(`\n== PostgreSQL, ${dataset.name} data set: generating`);
  const generated = await generatedDatabase(dataset, log);
  try {
    const run = await serverRun(
      { DATABASE_URL: generated.url, SEED_DEMO: 'never' },
      { emails: generated.emails, password: BENCH_PASSWORD },
      log,
    );
    return run.rows;
  } finally {
    await generated.drop();
  }
}

function ratios(small: Row[], large: Row[], log: Log): void {
  log('\nlarge / small data set (PostgreSQL), p50 and p99 (target: within 1.3×)');
  log('| call | p50 small | p50 large | ratio | p99 small | p99 large | ratio |');
  log('|---|---|---|---|---|---|---|');
  for (const [index, row] of large.entries()) {
    const base = small[index]?.result;
    if (!base) continue;
    const r = row.result;
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
    log(
      `| ${row.label} | ${base.p50} ms | ${r.p50} ms | ${ratio(r.p50, base.p50)} | ${base.p99} ms | ${r.p99} ms | ${ratio(r.p99, base.p99)} |`,
    );
  }
}

/** The whole API run: ceiling, PostgreSQL small and large, PGlite demo. */
export async function runApiBench(
  options: { isSmallOnly: boolean; isPgliteSkipped: boolean },
  log: Log,
): Promise<void> {
  log(`== API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per call after 1 s of warm-up; ${loadLine()}`);
  const opening = await ceilingRun(log);
  const small = await postgresRun(SMALL, log);
  const large = options.isSmallOnly ? null : await postgresRun(LARGE, log);
  log('\n== PGlite, demo data (the embedded default of npm start)');
  const pglite = options.isPgliteSkipped
    ? null
    : await serverRun(
        // Production mode (serverRun) loads the demo only when asked and allowed (decision 072).
        { SEED_DEMO: 'yes', ALLOW_DEMO_ACCOUNTS: 'yes' },
        { emails: DEMO_EMAILS, password: DEMO_PASSWORD },
        log,
      );
  const closing = await ceilingRun(log);

  log(`\n== API results (${new Date().toISOString()}; ${loadLine()})`);
  // On a shared machine the two differ; the higher one is the machine's capacity, and gives the smaller shares.
  const ceiling = closing.rps > opening.rps ? closing : opening;
  log(`ceiling measured twice: ${opening.rps.toFixed(0)} and ${closing.rps.toFixed(0)} req/s; shares use the higher`);
  table(`PostgreSQL, small data set (${SMALL.owners} owners, ${SMALL.properties} properties)`, ceiling, small, log);
  if (large) {
    table(
      `PostgreSQL, large data set (${LARGE.owners} owners, ${LARGE.properties} properties, ${LARGE.properties * LARGE.staysPerProperty} reservations)`,
      ceiling,
      large,
      log,
    );
    ratios(small, large, log);
  }
  if (pglite) table('PGlite, demo data', ceiling, pglite.rows, log);
  log(
    '\ntargets: calendar ≥ 0.100 of the ceiling with p99 ≤ 25 ms; no owner call below 0.050; large within 1.3× of small',
  );
}
