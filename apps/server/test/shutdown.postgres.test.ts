import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { schema } from '@portal/db';
import { DEMO_PASSWORD } from '@portal/db/seed';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './helpers/event-stream.ts';
import { postgresUrl } from './helpers/paths.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * SIGTERM of a real server process (decision 073): requests under way finish, each connection closes after its answer,
 * new connections are refused, event streams end with a reconnect hint, and the process exits — by itself within the
 * limit, or forced at SHUTDOWN_TIMEOUT_MS when a request never ends.
 */
const ctx = useTestApp({ seeded: true });
const WORKERS = 12;
const ANSWERS_BEFORE_TERM = 30;
const FORCED_LIMIT_MS = 1500;

async function databaseName(): Promise<string> {
  const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows[0]?.name ?? '';
}

let graceful: ServerProcess;
let stalled: ServerProcess;

beforeAll(async () => {
  const url = postgresUrl(await databaseName());
  [graceful, stalled] = await Promise.all([
    startServerProcess({ DATABASE_URL: url, SEED_DEMO: 'never', SHUTDOWN_TIMEOUT_MS: '30000' }),
    startServerProcess({ DATABASE_URL: url, SEED_DEMO: 'never', SHUTDOWN_TIMEOUT_MS: String(FORCED_LIMIT_MS) }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([graceful?.kill9(), stalled?.kill9()]);
});

interface Login {
  headers: Record<string, string>;
}

async function signInTo(server: ServerProcess): Promise<Login> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@example.com', password: DEMO_PASSWORD }),
  });
  const login = (await response.json()) as { token: string; user: { userId: number } };
  const basic = Buffer.from(`${login.user.userId}:${login.token}`).toString('base64');
  return {
    headers: { authorization: `Basic ${basic}`, 'x-owner': String(login.user.userId), 'x-version': '1.3.0' },
  };
}

type Outcome =
  | { marker: string; kind: 'answered'; status: number; body: string; at: number }
  | { marker: string; kind: 'not sent'; error: string }
  | { marker: string; kind: 'cut'; error: string };

/** One support message (a write: the message and a mail to staff in one transaction), over a keep-alive agent. */
function postMessage(server: ServerProcess, agent: Agent, login: Login, marker: string): Promise<Outcome> {
  const payload = JSON.stringify({ subject: 'general_question', message: marker });
  return new Promise((resolve) => {
    let hasResponse = false;
    const req = request(
      `${server.url}/api/send_contact_mail`,
      {
        method: 'POST',
        agent,
        headers: { ...login.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        hasResponse = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('aborted', () => resolve({ marker, kind: 'cut', error: 'response aborted' }));
        res.on('error', (error) => resolve({ marker, kind: 'cut', error: error.message }));
        res.on('end', () => {
          const length = Number(res.headers['content-length'] ?? -1);
          if (length >= 0 && Buffer.byteLength(body) !== length) {
            resolve({ marker, kind: 'cut', error: `${Buffer.byteLength(body)} of ${length} bytes` });
          } else resolve({ marker, kind: 'answered', status: res.statusCode ?? 0, body, at: Date.now() });
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!hasResponse) resolve({ marker, kind: 'not sent', error: error.code ?? error.message });
    });
    req.end(payload);
  });
}

async function markersWritten(prefix: string): Promise<Set<string>> {
  const rows = await ctx.database.db
    .select({ message: schema.supportMessages.message })
    .from(schema.supportMessages)
    .where(like(schema.supportMessages.message, `${prefix}%`));
  return new Set(rows.map((row) => row.message));
}

describe('SIGTERM', () => {
  it('during a burst of writes: each request is answered whole or refused before it starts; none is cut mid-write', async () => {
    const login = await signInTo(graceful);
    const stream = await openEventStream(`${graceful.url}/api/events`, login.headers);
    await stream.nextUnread();
    const agent = new Agent({ keepAlive: true, maxSockets: WORKERS });
    const outcomes: Outcome[] = [];
    let answered = 0;
    let termAt = 0;
    let serial = 0;
    const worker = async () => {
      // Each worker writes until the server refuses its connection (it stopped listening).
      for (;;) {
        const outcome = await postMessage(graceful, agent, login, `burst-${serial++}`);
        outcomes.push(outcome);
        if (outcome.kind === 'answered' && ++answered === ANSWERS_BEFORE_TERM) {
          termAt = Date.now();
          graceful.child.kill('SIGTERM');
        }
        if (outcome.kind === 'not sent' && outcome.error === 'ECONNREFUSED') return;
        if (outcome.kind === 'cut') return;
      }
    };
    const [code] = await Promise.all([graceful.exited, ...Array.from({ length: WORKERS }, worker)]);
    agent.destroy();

    expect(code, graceful.output().slice(-2000)).toBe(0);
    expect(graceful.output()).not.toContain('shutdown took too long');
    expect(outcomes.filter((o) => o.kind === 'cut')).toEqual([]);
    const answers = outcomes.filter((o) => o.kind === 'answered');
    // Answered means written (200), or refused before anything was written (503 when the database is out of reach,
    // which a loaded machine's pool timeout can give); no other answer.
    const written = answers.filter((o) => o.status === 200 && o.body === '{"success":1}');
    const unavailable = answers.filter((o) => o.status === 503 && o.body.includes('"code":"SERVICE_UNAVAILABLE"'));
    expect(answers.filter((o) => !written.includes(o) && !unavailable.includes(o))).toEqual([]);
    // The burst was under way when the signal came: some answers arrived after it, then connections were refused.
    expect(written.filter((o) => o.at > termAt).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.kind === 'not sent').length).toBeGreaterThanOrEqual(WORKERS);

    // What was written is exactly what was answered 200: no write whose answer was lost, none answered but not written.
    const rows = await markersWritten('burst-');
    expect([...rows].sort()).toEqual(written.map((o) => o.marker).sort());

    // The open event stream was told when to come back (to another process), then ended.
    expect(await stream.next()).toMatchObject({ retry: expect.stringMatching(/^\d{4}$/) });
    await stream.ended();
    // biome-ignore lint/suspicious/noConsole: the summary line of what was tried
    console.log(
      `SIGTERM burst: ${outcomes.length} requests from ${WORKERS} connections, ${written.length} written and answered ` +
        `(${written.filter((o) => o.at > termAt).length} after the signal), ` +
        `${outcomes.length - written.length} refused before they started (${unavailable.length} of them 503), 0 cut`,
    );
  }, 120_000);

  it('exits anyway at SHUTDOWN_TIMEOUT_MS when a request never ends, and writes nothing of it', async () => {
    const login = await signInTo(stalled);
    const socket = connect(Number(new URL(stalled.url).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    const headers = Object.entries({ ...login.headers, 'content-type': 'application/json', 'content-length': 100_000 })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    // The headers and the start of a body that never comes to an end.
    socket.write(`POST /api/send_contact_mail HTTP/1.1\r\nhost: 127.0.0.1\r\n${headers}\r\n\r\n{"subject":"stalled-`);
    await expect
      .poll(() => stalled.output().includes('"url":"/api/send_contact_mail"'), { timeout: 10_000 })
      .toBe(true);

    const signalledAt = Date.now();
    stalled.child.kill('SIGTERM');
    const code = await stalled.exited;
    const tookMs = Date.now() - signalledAt;
    await closed;
    expect(code).toBe(1);
    expect(tookMs).toBeGreaterThanOrEqual(FORCED_LIMIT_MS);
    expect(stalled.output()).toContain('shutdown took too long; exiting now');
    expect(await markersWritten('stalled-')).toEqual(new Set());
  }, 60_000);
});
