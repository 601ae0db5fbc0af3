import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, MIGRATION_LOCK, MIGRATIONS_FOLDER, openDatabase, schema } from '@portal/db';
import { DEMO_OWNERS } from '@portal/db/seed';
import { addDays, localDateOf } from '@portal/domain';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_TIME_ZONE } from '../src/lib/job-schedule.ts';
import { REMINDER_JOB } from '../src/modules/summary/reminder-job.ts';
import { waitFor } from './helpers/admin-cli.ts';
import { POSTGRES_ADMIN_URL, POSTGRES_DB_PREFIX, POSTGRES_SEEDED_DB, postgresUrl } from './helpers/run-context.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { type SmtpListener, startSmtpListener } from './helpers/smtp-listener.ts';

/**
 * Four real server processes started together on one empty PostgreSQL database (decision 073's lock): exactly one
 * applies the migrations while the other three wait for it, one loads the demo data (SEED_DEMO=yes), and the
 * background work (reset mails, the daily reminders, the outbox) is done once however many processes run.
 */
const PROCESSES = 4;
const MIGRATIONS = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

describe('four processes on one empty database', () => {
  const name = `${POSTGRES_DB_PREFIX}four_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const url = postgresUrl(name);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  const servers: ServerProcess[] = [];
  let smtp: SmtpListener;
  let database: Database;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    smtp = await startSmtpListener();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await smtp?.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  /** JSON log lines of one process with the given message. */
  const logged = (server: ServerProcess, pattern: RegExp) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; applied?: number; waitedMs?: number })
      .filter((line) => pattern.test(line.msg));

  it('one migrates and seeds while the others wait; every job and mail happens once', {
    timeout: 240_000,
  }, async () => {
    // The test holds the migrations' lock first, so all four are surely waiting on it together when it lets go.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const starting = Array.from({ length: PROCESSES }, (_, i) =>
      startServerProcess({
        DATABASE_URL: url,
        SEED_DEMO: 'yes',
        SMTP_URL: smtp.url,
        MAIL_FROM: `Portal <process-${i}@portal.test>`,
      }).then((server) => {
        servers.push(server);
        return server;
      }),
    );
    const waiting = async () => {
      const { rows } = await admin.query(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
         WHERE l.locktype = 'advisory' AND l.objid = $1 AND NOT l.granted AND d.datname = $2`,
        [MIGRATION_LOCK, name],
      );
      return rows[0].n as number;
    };
    await waitFor(async () => (await waiting()) === PROCESSES, 120_000);
    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    await holder.end();
    await Promise.all(starting);

    const migrations = servers.map((server) => logged(server, /^(Applied \d+ migrations|Database schema up to date)$/));
    expect(migrations.map((lines) => lines.length)).toEqual([1, 1, 1, 1]);
    const applied = migrations.map((lines) => lines[0]?.applied).sort();
    expect(applied).toEqual([0, 0, 0, MIGRATIONS]);
    expect(migrations.every((lines) => (lines[0]?.waitedMs ?? 0) > 0)).toBe(true);
    expect(servers.flatMap((server) => logged(server, /^Loaded demo data/))).toHaveLength(1);

    database = await openDatabase({ url, poolSize: 2 });
    const { db } = database;
    const journal = await db.execute('SELECT hash FROM drizzle.__drizzle_migrations');
    expect(new Set((journal as unknown as { rows: { hash: string }[] }).rows.map((r) => r.hash)).size).toBe(MIGRATIONS);
    expect((journal as unknown as { rows: unknown[] }).rows).toHaveLength(MIGRATIONS);
    const [owners] = await db.select({ n: count() }).from(schema.owners);
    expect(owners?.n).toBe(DEMO_OWNERS.length);
    const [staff] = await db.select({ n: count() }).from(schema.staff);
    expect(staff?.n).toBe(1);
    const template = await openDatabase({ url: postgresUrl(POSTGRES_SEEDED_DB), poolSize: 1 });
    try {
      const [expected] = await template.db.select({ n: count() }).from(schema.properties);
      const [properties] = await db.select({ n: count() }).from(schema.properties);
      expect(properties?.n).toBe(expected?.n);
    } finally {
      await template.close();
    }

    // A reminder falls due (a passport now expiring in 7 days) and the day's run is due again: of the four
    // processes' passes, one claims the run and queues the reminder once.
    const [passport] = await db
      .select({ id: schema.ownerDocuments.id, propertyId: schema.ownerDocuments.propertyId })
      .from(schema.ownerDocuments)
      .innerJoin(schema.properties, eq(schema.properties.id, schema.ownerDocuments.propertyId))
      .where(and(eq(schema.ownerDocuments.docType, 'passport'), eq(schema.properties.isActive, true)))
      .limit(1);
    if (!passport) throw new Error('the demo has a passport on an active property');
    const inAWeek = addDays(localDateOf(new Date(), COMPANY_TIME_ZONE), 7);
    await db.transaction(async (tx) => {
      // The property's only passport, so it is the one the job looks at.
      await tx
        .delete(schema.ownerDocuments)
        .where(
          and(
            eq(schema.ownerDocuments.propertyId, passport.propertyId),
            eq(schema.ownerDocuments.docType, 'passport'),
            ne(schema.ownerDocuments.id, passport.id),
          ),
        );
      await tx.delete(schema.documentReminders).where(eq(schema.documentReminders.documentId, passport.id));
      await tx
        .update(schema.ownerDocuments)
        .set({ expiresOn: inAWeek })
        .where(eq(schema.ownerDocuments.id, passport.id));
      await tx
        .update(schema.jobSchedule)
        .set({ nextRunAt: new Date(Date.now() - 60_000) })
        .where(eq(schema.jobSchedule.name, REMINDER_JOB));
    });

    // A reset mail asked for through each process: each request is claimed by one of them and mailed once.
    const resetFor = ['owner@example.com', 'legacy@example.com', 'pordal@example.com', 'ru@example.com'];
    await Promise.all(
      servers.map(async (server, i) => {
        const answer = await fetch(`${server.url}/api/pordal/password/owner-forgot?email=${resetFor[i]}`);
        expect(answer.status).toBe(200);
      }),
    );
    await waitFor(async () => {
      const [run] = await db.select().from(schema.jobSchedule).where(eq(schema.jobSchedule.name, REMINDER_JOB));
      if (!run || run.nextRunAt.getTime() < Date.now()) return false;
      const [waitingResets] = await db.select({ n: count() }).from(schema.resetRequests);
      const [pending] = await db.select({ n: count() }).from(schema.outbox).where(isNull(schema.outbox.sentAt));
      return waitingResets?.n === 0 && pending?.n === 0;
    }, 120_000);

    const outbox = await db.select().from(schema.outbox);
    const resets = outbox.filter((mail) => mail.kind === 'password_reset');
    expect(resets.map((mail) => mail.toAddress).sort()).toEqual([...resetFor].sort());
    // The daily reminders: one run claimed for the day, each reminder queued once.
    const runs = await db.select().from(schema.jobSchedule).where(eq(schema.jobSchedule.name, REMINDER_JOB));
    expect(runs).toHaveLength(1);
    const reminders = outbox.filter((mail) => mail.kind === 'document_expiry_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.payload).toMatchObject({ documentId: passport.id, threshold: 'days_7' });
    // Every queued mail reached the SMTP server exactly once, whichever process sent it.
    expect(smtp.received).toHaveLength(outbox.length);
    const senders = new Set(smtp.received.map((mail) => mail.from));
    // biome-ignore lint/suspicious/noConsole: the summary line of what was tried
    console.log(
      `four processes: migrations applied by 1 (${MIGRATIONS}), 3 waited; demo loaded once; ` +
        `${outbox.length} mails (${resets.length} resets, ${reminders.length} reminders) sent once each by ` +
        `${senders.size} process(es)`,
    );
  });
});
