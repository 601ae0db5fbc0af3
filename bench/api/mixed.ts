/**
 * The mixed-load benchmark: many owners of the large data set signed in, each sending the calls the app
 * sends (property list, calendar, reservations, statistics, statements list, notifications), one write in ten (an
 * owner stay made, a stay cancelled, a notification read, the app's version_log), over two server processes on one
 * PostgreSQL, 50 connections split between them. Beside it, in the same run, the limit: bench/api/limit-server.ts
 * answering the calendar with one hand-written statement that builds the JSON in PostgreSQL. Prints req/s, p50 and p99
 * per call and the ratio of the whole to the limit. It reports; it does not judge.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { addDays, localDateOf, monthOf, monthParts, monthRange, shiftMonth } from '@portal/domain';
import pg from 'pg';
import { hashToken } from '../../apps/server/src/lib/tokens.ts';
import { calendarRange } from '../bench-db.ts';
import { type Dataset, LARGE, reservationsOf } from '../datasets.ts';
import { generatedDatabase } from './databases.ts';
import { CONNECTIONS } from './load.ts';
import { type RunningServer, serveCommand, startProcess } from './processes.ts';

type Log = (line: string) => void;
/** Seconds of load per run (BENCH_SECONDS, else 8), after a second of warm-up. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_MS = 1_000;
/** A page of the property list, as the app asks; the property calls cycle over it. */
const PAGE = 12;

interface Owner {
  id: number;
  /** The owner API's session (basic ownerId:token, x-owner). */
  headers: Record<string, string>;
  /** The booking system's token for owner stays. */
  pordal: Record<string, string>;
  propertyIds: number[];
  /** A property of the booking system where the owner's stays are made. */
  stayPropertyId: number | null;
  notificationId: number | null;
}

interface Call {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  /** Reads the answer (a made stay's id). */
  onAnswer?: (status: number, body: string) => void;
}

interface Tally {
  latencies: number[];
  failed: number;
  statuses: Map<number, number>;
}

/** Sessions for every owner written straight into auth_tokens (signing a thousand owners in is not what is measured). */
async function signInEveryone(url: string, now: Date): Promise<Owner[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      owner_id: number;
      property_ids: number[];
      stay_property_id: number | null;
      notification_id: number | null;
    }>(`
      SELECT o.id AS owner_id,
             (SELECT array_agg(p.id ORDER BY p.nickname, p.id) FROM (
                SELECT id, nickname FROM properties WHERE owner_id = o.id ORDER BY nickname, id LIMIT ${PAGE}) p
             ) AS property_ids,
             (SELECT min(p.id) FROM properties p WHERE p.owner_id = o.id AND p.is_pordal) AS stay_property_id,
             (SELECT min(n.id) FROM notifications n WHERE n.owner_id = o.id) AS notification_id
      FROM owners o ORDER BY o.id`);
    const owners: Owner[] = [];
    const expires = new Date(now.getTime() + 86_400_000);
    for (const row of rows) {
      if (!row.property_ids?.length) continue;
      const session = randomBytes(24).toString('base64url');
      const access = randomBytes(24).toString('base64url');
      await client.query(
        `INSERT INTO auth_tokens (owner_id, kind, token_hash, expires_at, created_at)
         VALUES ($1, 'session', $2, $4, $5), ($1, 'pordal_access', $3, $4, $5)`,
        [row.owner_id, hashToken(session), hashToken(access), expires, now],
      );
      owners.push({
        id: row.owner_id,
        headers: {
          authorization: `Basic ${Buffer.from(`${row.owner_id}:${session}`).toString('base64')}`,
          'x-owner': String(row.owner_id),
        },
        pordal: { authorization: `Bearer ${access}` },
        propertyIds: row.property_ids,
        stayPropertyId: row.stay_property_id,
        notificationId: row.notification_id,
      });
    }
    return owners;
  } finally {
    await client.end();
  }
}

/**
 * The calls of one visit of one owner: nine reads as the app makes them and one write. Each connection cycles its
 * writes over four kinds: an owner stay made, that stay cancelled on its next visit, a notification read, version_log.
 */
function visits(owners: Owner[], today: string): (worker: number) => Call[] {
  const range = calendarRange(today);
  const measured = shiftMonth(monthOf(today), 1);
  const { year, month } = monthParts(measured);
  const { from, to } = monthRange(measured);
  // Stays made by owners lie past the data set's history (four months ahead), two days apart, so none overlaps.
  const workers = new Map<number, { visits: number; made: { owner: Owner; id: number } | null }>();
  let visits = 0;
  return (worker) => {
    const visit = visits++;
    const state = workers.get(worker) ?? { visits: 0, made: null };
    workers.set(worker, state);
    const owner = owners[visit % owners.length] as Owner;
    const round = Math.floor(visit / owners.length);
    const property = owner.propertyIds[round % owner.propertyIds.length] as number;
    const next = owner.propertyIds[(round + 1) % owner.propertyIds.length] as number;
    const h = owner.headers;
    const calendar = (id: number): Call => ({
      label: 'GET /api/calendar (screen range)',
      method: 'GET',
      path: `/api/calendar?listingId=${id}&from=${range.from}&to=${range.to}`,
      headers: h,
    });
    const reservations = (id: number): Call => ({
      label: 'GET /api/reservations (month)',
      method: 'GET',
      path: `/api/reservations?listingId=${id}&checkInDateLocalizedLte=${to}&checkOutDateLocalizedGte=${from}`,
      headers: h,
    });
    const statistics = (id: number): Call => ({
      label: 'POST /api/statistics (month)',
      method: 'POST',
      path: '/api/statistics',
      headers: h,
      body: { property_id: id, month, year },
    });
    const calls: Call[] = [
      {
        label: 'GET /api/properties (page of 12)',
        method: 'GET',
        path: `/api/properties?limit=${PAGE}&page=1`,
        headers: h,
      },
      calendar(property),
      reservations(property),
      statistics(property),
      {
        label: 'POST /api/statements_list',
        method: 'POST',
        path: '/api/statements_list',
        headers: h,
        body: { property_id: property },
      },
      { label: 'GET /api/notifications', method: 'GET', path: '/api/notifications', headers: h },
      calendar(next),
      reservations(next),
      statistics(next),
    ];
    const versionLog: Call = {
      label: 'write: POST /api/version_log',
      method: 'POST',
      path: '/api/version_log',
      headers: h,
      body: { platform: 'web', version: '1.3.0' },
    };
    // Each connection starts its cycle at a different kind, so a short run sees every kind of write.
    const kind = (worker + state.visits++) % 4;
    const made = state.made;
    if (kind === 0 && owner.stayPropertyId !== null) {
      const day = addDays(today, 130 + (Math.floor(visit / 4) % 100) * 2);
      calls.push({
        label: 'write: owner stay made',
        method: 'POST',
        path: '/api/pordal/owner-reservation',
        headers: owner.pordal,
        body: {
          propertyId: owner.stayPropertyId,
          checkIn: `${day}T15:00`,
          checkOut: `${addDays(day, 1)}T11:00`,
          note: 'Bench stay',
          accessAnswer: 'have_card_need_keys',
        },
        onAnswer: (status, body) => {
          if (status === 201) state.made = { owner, id: (JSON.parse(body) as { id: number }).id };
        },
      });
    } else if (kind === 1 && made) {
      state.made = null;
      calls.push({
        label: 'write: owner stay cancelled',
        method: 'PUT',
        path: `/api/pordal/owner-reservation/${made.id}`,
        headers: made.owner.pordal,
        body: { status: 'cancelled', occupancy: 1 },
      });
    } else if (kind === 2 && owner.notificationId !== null) {
      calls.push({
        label: 'write: GET /api/readnotification',
        method: 'GET',
        path: `/api/readnotification?id_notification=${owner.notificationId}`,
        headers: h,
      });
    } else {
      calls.push(versionLog);
    }
    return calls;
  };
}

function send(agent: http.Agent, port: number, call: Call): Promise<{ status: number; body: string }> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        agent,
        headers: { ...call.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface MixedResult {
  seconds: number;
  tallies: Map<string, Tally>;
}

/** 50 connections, each sending visit after visit, spread over the servers; counted after a second of warm-up. */
async function drive(servers: RunningServer[], nextVisit: (worker: number) => Call[]): Promise<MixedResult> {
  const ports = servers.map((server) => Number(new URL(server.url).port));
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }));
  const tallies = new Map<string, Tally>();
  const started = performance.now();
  const countFrom = started + WARM_UP_MS;
  const end = countFrom + SECONDS * 1000;
  const worker = async (index: number) => {
    const port = ports[index % ports.length] as number;
    const agent = agents[index % agents.length] as http.Agent;
    while (performance.now() < end) {
      for (const call of nextVisit(index)) {
        const sent = performance.now();
        let status = 0;
        try {
          const answer = await send(agent, port, call);
          status = answer.status;
          call.onAnswer?.(answer.status, answer.body);
        } catch {
          status = 0;
        }
        const done = performance.now();
        if (sent < countFrom || done > end) continue;
        const tally: Tally = tallies.get(call.label) ?? {
          latencies: [],
          failed: 0,
          statuses: new Map<number, number>(),
        };
        tallies.set(call.label, tally);
        tally.latencies.push(done - sent);
        if (status < 200 || status >= 300) {
          tally.failed += 1;
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => worker(index)));
  for (const agent of agents) agent.destroy();
  return { seconds: SECONDS, tallies };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

interface Summary {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  failed: string;
}

function summarize(result: MixedResult): Summary[] {
  const rows: Summary[] = [];
  const all: number[] = [];
  let failed = 0;
  for (const [label, tally] of [...result.tallies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    all.push(...sorted);
    failed += tally.failed;
    const statuses = [...tally.statuses].map(([code, n]) => `${code}×${n}`).join(' ');
    rows.push({
      label,
      rps: sorted.length / result.seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      failed: tally.failed === 0 ? '0' : `${tally.failed} (${statuses})`,
    });
  }
  all.sort((a, b) => a - b);
  rows.push({
    label: '**all calls**',
    rps: all.length / result.seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    failed: String(failed),
  });
  return rows;
}

/** Stays a run made and left (a connection stopped between making and cancelling): the next run may use the dates. */
async function cancelBenchStays(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`UPDATE stays SET status = 'cancelled' WHERE note = 'Bench stay' AND status <> 'cancelled'`);
  } finally {
    await client.end();
  }
}

const loadLine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

/** "A=1,B=2": settings for both server processes. */
function envOf(variant: string): Record<string, string> {
  const pairs = variant.split(',').filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => pair.split('=', 2) as [string, string]));
}

/** The whole mixed run on a generated data set (BENCH_MIXED_DATASET=small for a quick look; the large one else). */
export async function runMixedBench(log: Log, dataset: Dataset = LARGE): Promise<void> {
  log(
    `\n== Mixed load: ${dataset.owners} owners, ${dataset.properties} properties, ${reservationsOf(dataset)} reservations; generating`,
  );
  const generated = await generatedDatabase(dataset, log);
  const servers: RunningServer[] = [];
  try {
    const now = new Date();
    const owners = await signInEveryone(generated.url, now);
    const today = localDateOf(now, 'Asia/Dubai');
    const range = calendarRange(today);
    log(`  ${owners.length} owners signed in; ${CONNECTIONS} connections, ${SECONDS} s after 1 s of warm-up`);

    const limit = await startProcess(
      ['--import', 'tsx', 'bench/api/limit-server.ts'],
      { DATABASE_URL: generated.url },
      '/ready',
    );
    /** The calendar alone, cycling over the owners and their properties, as both the limit and the server answer it. */
    const calendarsOnly = (label: string) => {
      let visit = 0;
      return (): Call[] => {
        const owner = owners[visit % owners.length] as Owner;
        const id = owner.propertyIds[Math.floor(visit / owners.length) % owner.propertyIds.length];
        visit += 1;
        const path = `/api/calendar?listingId=${id}&from=${range.from}&to=${range.to}`;
        return [{ label, method: 'GET', path, headers: owner.headers }];
      };
    };
    let limitResult: MixedResult;
    try {
      limitResult = await drive(
        [limit],
        calendarsOnly('limit: GET /api/calendar (one statement, JSON built in PostgreSQL)'),
      );
    } finally {
      await limit.stop();
    }
    const [limitRow] = summarize(limitResult);
    log(`  limit: ${limitRow?.rps.toFixed(0)} req/s; ${loadLine()}`);

    // BENCH_MIXED_VARIANTS="LOG_LEVEL=warn;" compares server settings on the same data in the same run.
    const variants = (process.env.BENCH_MIXED_VARIANTS ?? process.env.BENCH_SERVER_ENV ?? '').split(';');
    const results: { variant: string; rows: Summary[]; alone: Summary | undefined }[] = [];
    for (const variant of variants) {
      const env = {
        DATABASE_URL: generated.url,
        SEED_DEMO: 'never',
        RATE_LIMITS: 'off',
        NODE_ENV: 'production',
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        ...envOf(variant),
      };
      for (let i = 0; i < 2; i++) servers.push(await startProcess(serveCommand(), env, '/readyz'));
      const rows = summarize(await drive(servers, visits(owners, today)));
      // The same calendar calls as the limit's, through one server process: what the server's own calendar costs.
      const [alone] = summarize(
        await drive(
          servers.slice(0, 1),
          calendarsOnly('the server alone: GET /api/calendar (one process, no other call)'),
        ),
      );
      for (const server of servers.splice(0)) await server.stop();
      await cancelBenchStays(generated.url);
      log(`  ${variant || 'defaults'}: ${rows.at(-1)?.rps.toFixed(0)} req/s; ${loadLine()}`);
      results.push({ variant, rows, alone });
    }
    log(`\n== Mixed load results (${new Date().toISOString()}; ${loadLine()})`);
    const fmt = (n: number) => `${n.toFixed(1)} ms`;
    for (const { variant, rows, alone } of results) {
      log(
        `\ntwo server processes (${variant || 'default settings'}), one PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s`,
      );
      log('| call | req/s | p50 | p99 | failed |');
      log('|---|---|---|---|---|');
      for (const row of [...rows, ...(alone ? [alone] : []), ...(limitRow ? [limitRow] : [])]) {
        log(`| ${row.label} | ${row.rps.toFixed(0)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${row.failed} |`);
      }
      const total = rows.at(-1);
      if (total && limitRow) {
        log(
          `all calls / limit: ${(total.rps / limitRow.rps).toFixed(2)} (target ≥ 0.5; every owner read at p99 ≤ 50 ms)`,
        );
      }
      if (alone && limitRow) log(`the server's calendar alone / limit: ${(alone.rps / limitRow.rps).toFixed(2)}`);
    }
  } finally {
    for (const server of servers) await server.stop();
    await generated.drop();
  }
}
