// The scale-out check (`npm run scale-check`): three server processes on one PostgreSQL behind nginx (Debian's
// package, round robin, no sticky sessions, deploy/nginx/portal-locations.conf), run from the sources (tsx) with the
// demo data and the limits a production process has (rate limits on, TRUST_PROXY=1), and real traffic through it. It prints what it checked, what crossed between
// processes, and `failures: N`; it exits 1 when N > 0. docs/deploy.md shows a run.
//
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; a database of its own is
//   made and dropped. SCALE_PROCESSES (2 or 3, default 3).
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_STAFF } from '@portal/db/seed';
import { generate } from 'otplib';
import pg from 'pg';
import { openEventStream } from '../apps/server/test/helpers/event-stream.ts';
import { type JourneyStep, ownerJourney } from '../apps/server/test/helpers/owner-journey.ts';
import { type RunningProxy, requestFrom, startNginx } from '../apps/server/test/helpers/proxies.ts';
import { type ServerProcess, startServerProcess } from '../apps/server/test/helpers/server-process.ts';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PROCESSES = Math.min(3, Math.max(2, Number(process.env.SCALE_PROCESSES ?? 3)));
const SIGN_IN_LIMIT = 30;

const failures: string[] = [];
const lines: string[] = [];
let requests = 0;
const byUpstream = new Map<string, number>();

function check(what: string, isOk: boolean, detail = ''): void {
  lines.push(`${isOk ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!isOk) failures.push(what);
}

/** fetch, counted, with the answering process noted when it came through nginx. */
async function counted(url: string, init?: RequestInit): Promise<Response> {
  requests++;
  const response = await fetch(url, init);
  const upstream = response.headers.get('x-upstream');
  if (upstream) byUpstream.set(upstream, (byUpstream.get(upstream) ?? 0) + 1);
  return response;
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

interface OwnerLogin {
  own: Record<string, string>;
  pordal: Record<string, string>;
  ownerId: number;
}

async function signInOwner(base: string, email = 'owner@example.com'): Promise<OwnerLogin> {
  const response = await counted(`${base}/api/login`, json({ username: email, password: DEMO_PASSWORD }));
  const login = (await response.json()) as { token: string; access_token: string; user: { userId: number } };
  const basic = Buffer.from(`${login.user.userId}:${login.token}`).toString('base64');
  return {
    own: { authorization: `Basic ${basic}`, 'x-owner': String(login.user.userId), 'x-version': '1.3.0' },
    pordal: { authorization: `Bearer ${login.access_token}` },
    ownerId: login.user.userId,
  };
}

async function ownerJourneyThroughNginx(nginx: RunningProxy): Promise<void> {
  const steps: JourneyStep[] = await ownerJourney(() => nginx.url);
  requests += steps.length;
  for (const step of steps) if (step.upstream) byUpstream.set(step.upstream, (byUpstream.get(step.upstream) ?? 0) + 1);
  const upstreams = new Set(steps.map((step) => step.upstream));
  check(
    'owner journey through nginx: sign in, properties, calendar, create + read + cancel a stay, statements list, a statement',
    steps.every((step) => step.status < 300),
    `${steps.length} requests answered by ${upstreams.size} processes`,
  );
}

async function notificationAcrossProcesses(servers: ServerProcess[]): Promise<void> {
  const [writer, , bellSide] = servers;
  const bellProcess = bellSide ?? servers[1];
  if (!writer || !bellProcess) return;
  const owner = await signInOwner(writer.url);
  const stream = await openEventStream(`${bellProcess.url}/api/events`, owner.own);
  requests++;
  const before = await stream.nextUnread(5_000);
  // The password, then the demo member's authenticator code (decision 091), as the console signs in.
  const staffLogin = await counted(
    `${writer.url}/api/staff/login`,
    json({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
  );
  const { pendingToken } = (await staffLogin.json()) as { pendingToken: string };
  const code = await generate({ secret: DEMO_STAFF.totpSecret });
  const secondFactor = await counted(
    `${writer.url}/api/staff/second-factor`,
    json({ pendingToken, method: 'totp', code }),
  );
  const { token } = (await secondFactor.json()) as { token: string };
  const published = await counted(
    `${writer.url}/api/staff/notifications`,
    json({ owner_id: owner.ownerId, message: { en: 'Scale check' } }, { authorization: `Bearer ${token}` }),
  );
  const after = await stream.nextUnread(5_000).catch(() => null);
  stream.abort();
  check(
    `a notification staff published through process 1 reached the bell connected to process ${servers.indexOf(bellProcess) + 1}`,
    published.status === 200 && after === before + 1,
    `unread ${before} → ${after}`,
  );
}

async function signInLimitAcrossProcesses(nginx: RunningProxy): Promise<void> {
  const client = '127.0.0.5';
  const answered = new Set<string>();
  let statuses = '';
  for (let i = 0; i < SIGN_IN_LIMIT; i++) {
    requests++;
    const answer = await requestFrom(client, `${nginx.url}/api/login`, {
      method: 'POST',
      body: { username: `scale-${i}@example.test`, password: 'Wrong#2026' },
    });
    const upstream = String(answer.headers['x-upstream']);
    answered.add(upstream);
    byUpstream.set(upstream, (byUpstream.get(upstream) ?? 0) + 1);
    statuses += answer.status === 401 ? '' : ` ${answer.status}`;
  }
  requests++;
  const refused = await requestFrom(client, `${nginx.url}/api/login`, {
    method: 'POST',
    body: { username: 'owner@example.com', password: DEMO_PASSWORD },
  });
  requests++;
  const other = await requestFrom('127.0.0.6', `${nginx.url}/api/login`, {
    method: 'POST',
    body: { username: 'owner@example.com', password: DEMO_PASSWORD },
  });
  check(
    `the sign-in limit (${SIGN_IN_LIMIT} per address per 10 minutes) held across processes: attempt ${SIGN_IN_LIMIT + 1} refused`,
    statuses === '' && refused.status === 429 && answered.size >= 2,
    `${SIGN_IN_LIMIT} attempts answered by ${answered.size} processes, then ${refused.status}`,
  );
  check(
    'another client behind the same nginx was not refused (TRUST_PROXY=1)',
    other.status === 200,
    `status ${other.status}`,
  );
}

/** Reads from ten clients at once through nginx: every answer 200, and every process takes a share. */
async function readBurst(nginx: RunningProxy): Promise<void> {
  const owner = await signInOwner(nginx.url);
  const seen = new Map<string, number>();
  const statuses = new Set<number>();
  const READS = 200;
  let next = 0;
  const client = async () => {
    while (next < READS) {
      const path = next++ % 2 === 0 ? '/api/properties' : '/api/notifications';
      const response = await counted(`${nginx.url}${path}`, { headers: owner.own });
      await response.arrayBuffer();
      statuses.add(response.status);
      const upstream = response.headers.get('x-upstream') ?? '?';
      seen.set(upstream, (seen.get(upstream) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 10 }, client));
  check(
    `${READS} reads from 10 clients at once through nginx, one session: all answered 200, by every process`,
    statuses.size === 1 && statuses.has(200) && seen.size === PROCESSES,
    [...seen.values()].join(' / '),
  );
}

async function writeThenReadAcrossProcesses(servers: ServerProcess[], nginx: RunningProxy): Promise<void> {
  const [a, b, c] = servers;
  const reader = c ?? b;
  if (!a || !b || !reader) return;
  const owner = await signInOwner(a.url);
  const properties = (await (await counted(`${a.url}/api/properties`, { headers: owner.own })).json()) as {
    properties: { id: number; is_active: boolean; is_pordal: 0 | 1; is_terminate: 0 | 1 }[];
  };
  const property = properties.properties.find((p) => p.is_active && p.is_pordal === 1 && p.is_terminate === 0);
  if (!property) {
    check('write-then-read across processes', false, 'no pordal property');
    return;
  }
  const start = 500 + Math.floor(Math.random() * 200);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const calendarUrl = (base: string) =>
    `${base}/api/calendar?listingId=${property.id}&from=${day(start)}&to=${day(start + 2)}`;
  // The reader has answered the calendar once before the write.
  await counted(calendarUrl(reader.url), { headers: owner.own });
  const created = await counted(
    `${a.url}/api/pordal/owner-reservation`,
    json(
      {
        propertyId: property.id,
        checkIn: `${day(start)}T15:00`,
        checkOut: `${day(start + 2)}T11:00`,
        occupancy: 1,
        accessAnswer: 'have_both',
        note: 'scale check',
      },
      owner.pordal,
    ),
  );
  const stay = (await created.json()) as { id: number };
  const readOnB = await counted(`${b.url}/api/pordal/owner-reservation/${stay.id}`, { headers: owner.pordal });
  const calendar = (await (await counted(calendarUrl(reader.url), { headers: owner.own })).json()) as {
    days: { ownerReservationId: number | null }[];
  };
  check(
    'a stay created through process 1 was read at once through process 2, and in the calendar process 3 had answered',
    created.status < 300 &&
      readOnB.status === 200 &&
      calendar.days.some((dayOf) => dayOf.ownerReservationId === stay.id),
  );

  // Through nginx: the cancel and the next read are answered by different processes.
  const cancel = await counted(`${nginx.url}/api/pordal/owner-reservation/${stay.id}`, {
    method: 'PUT',
    headers: { ...owner.pordal, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'cancelled', occupancy: 1 }),
  });
  const read = await counted(`${nginx.url}/api/pordal/owner-reservation/${stay.id}`, { headers: owner.pordal });
  const readBody = (await read.json()) as { status?: string };
  check(
    'a cancel through nginx was seen by the next read through nginx',
    cancel.status === 200 && readBody.status === 'cancelled',
    `cancel by ${cancel.headers.get('x-upstream')}, read by ${read.headers.get('x-upstream')}`,
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const name = `portal_scale_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const servers: ServerProcess[] = [];
  let nginx: RunningProxy | undefined;
  try {
    const env = {
      DATABASE_URL: databaseUrl(name),
      SEED_DEMO: 'yes',
      RATE_LIMITS: 'on',
      TRUST_PROXY: '1',
      // Info: a process is up when it logs that it listens.
      LOG_LEVEL: 'info',
    };
    // Started together: they take turns on the migrations; one loads the demo. Each is kept as soon as it runs, so
    // the cleanup stops it whatever happens to the others.
    await Promise.all(
      Array.from({ length: PROCESSES }, () => startServerProcess(env).then((server) => servers.push(server))),
    );
    servers.sort((a, b) => a.url.localeCompare(b.url));
    nginx = await startNginx(
      servers.map((server) => Number(new URL(server.url).port)),
      { extraServer: 'add_header X-Upstream $upstream_addr always;' },
    );
    lines.push(
      `${PROCESSES} server processes (${servers.map((s) => new URL(s.url).port).join(', ')}) on one PostgreSQL database, nginx round robin on ${nginx.port}`,
    );
    await ownerJourneyThroughNginx(nginx);
    await readBurst(nginx);
    await notificationAcrossProcesses(servers);
    await signInLimitAcrossProcesses(nginx);
    await writeThenReadAcrossProcesses(servers, nginx);
  } catch (error) {
    check('the run itself', false, (error as Error).stack ?? String(error));
  } finally {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  const spread = [...byUpstream.entries()].map(([upstream, n]) => `${upstream} ${n}`).join(', ');
  console.info(lines.join('\n'));
  console.info(`requests: ${requests}; through nginx by process: ${spread}`);
  console.info(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.info(`failures: ${failures.length}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

await main();
