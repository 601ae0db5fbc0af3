import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type Database, openDatabase, schema } from '@portal/db';
import { isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { ROOT, TSX, waitFor, waitUntilReady } from './helpers/admin-cli.ts';
import { freePort } from './helpers/ports.ts';
import { POSTGRES_ADMIN_URL, POSTGRES_DB_PREFIX, POSTGRES_SEEDED_DB, postgresUrl } from './helpers/run-context.ts';
import { type SmtpListener, startSmtpListener } from './helpers/smtp-listener.ts';

// Runs in the server-postgres project only: two real server processes share one PostgreSQL and one outbox.
const MAILS = 120;

describe('two server processes drain one outbox', () => {
  const name = `${POSTGRES_DB_PREFIX}mail_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const url = postgresUrl(name);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  const servers: ChildProcess[] = [];
  let smtp: SmtpListener;
  let database: Database;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${POSTGRES_SEEDED_DB}"`);
    database = await openDatabase({ url });
    // A slow SMTP server (15 ms a message), so both processes are mid-batch at the same time.
    smtp = await startSmtpListener({ delayMs: 15 });
  });
  afterAll(async () => {
    for (const server of servers) if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    await database?.close();
    await smtp?.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  async function startServer(sender: string): Promise<void> {
    const port = await freePort();
    const server = spawn(TSX, ['apps/server/src/main.ts'], {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        SMTP_URL: smtp.url,
        MAIL_FROM: `Portal <${sender}>`,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
        WEB_DIST: join(ROOT, 'no-web'),
      },
    });
    servers.push(server);
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`);
  }

  it('every message is sent exactly once, and both processes send', { timeout: 180_000 }, async () => {
    await Promise.all([startServer('a@portal.test'), startServer('b@portal.test')]);
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < MAILS; i++) {
        await enqueueMail(tx, {
          kind: 'password_reset',
          to: `owner-${i}@example.test`,
          language: 'en',
          vars: { name: `Owner ${i}`, link: `https://portal.example.test/new-password/t${i}`, expiresInMinutes: 60 },
        });
      }
    });
    await waitFor(async () => {
      const pending = await database.db
        .select({ id: schema.outbox.id })
        .from(schema.outbox)
        .where(isNull(schema.outbox.sentAt));
      return pending.length === 0;
    }, 120_000);

    const recipients = smtp.received.flatMap((m) => m.to);
    expect(recipients).toHaveLength(MAILS);
    expect(new Set(recipients).size).toBe(MAILS);
    const bySender = new Map<string, number>();
    for (const mail of smtp.received) bySender.set(mail.from, (bySender.get(mail.from) ?? 0) + 1);
    expect([...bySender.keys()].sort()).toEqual(['a@portal.test', 'b@portal.test']);
    console.info(
      `outbox scale-out: ${MAILS} mails, ${bySender.get('a@portal.test')} sent by process A, ${bySender.get('b@portal.test')} by process B, 0 twice`,
    );
  });
});
