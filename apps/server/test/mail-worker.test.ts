import { pgErrorCode } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { backoffMs, deliverDue, type MailerDeps, startMailer } from '../src/modules/mail/worker.ts';
import { tables } from './helpers/auth.ts';
import { freePort } from './helpers/ports.ts';
import { type ReceivedMail, type SmtpListener, silentLog, startSmtpListener } from './helpers/smtp-listener.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const CHECK_VIOLATION = '23514';
// A real SMTP listener on a port the system picks, and a port where nothing listens.
let smtp: SmtpListener;
let DEAD_PORT = 0;
let received: ReceivedMail[] = [];

const ctx = useTestApp();

/** What reached an SMTP listener, what failed while none listened, what was sent twice; one summary line. */
const tally = { delivered: 0, failedWhileDown: 0, deliveredAfterReturn: 0, duplicates: 0 };
afterAll(() => {
  console.info(
    `mail worker (${ctx.database.kind}): ${tally.delivered} messages delivered over SMTP, ${tally.failedWhileDown} attempts failed while SMTP was down ` +
      `and ${tally.deliveredAfterReturn} delivered once it returned, ${tally.duplicates} sent twice`,
  );
});
const countReceived = (mails: ReceivedMail[]) => {
  tally.delivered += mails.length;
};
/** Mail received beyond the outbox rows that were sent: a message sent twice. */
const countDuplicates = (mails: number, rowsSent: number) => {
  tally.duplicates += Math.max(0, mails - rowsSent);
};
beforeAll(async () => {
  smtp = await startSmtpListener();
  received = smtp.received;
  DEAD_PORT = await freePort();
});
afterAll(() => smtp.close());
beforeEach(() => {
  countReceived(received);
  received.length = 0;
});
afterAll(() => countReceived(received));

function depsWith(env: Record<string, string>): MailerDeps {
  const config = loadConfig({ LOG_LEVEL: 'silent', MAIL_FROM: 'Portal <portal@example.test>', ...env });
  return { config, database: ctx.database, db: ctx.database.db, now: () => ctx.clock.now() };
}

async function queue(): Promise<number> {
  return ctx.database.db.transaction((tx) =>
    enqueueMail(tx, {
      kind: 'password_reset',
      to: 'owner@example.com',
      language: 'en',
      vars: { name: 'Olivia Owens', link: 'https://portal.example.test/new-password/abc', expiresInMinutes: 60 },
    }),
  );
}

async function outboxRow(id: number) {
  const [row] = await ctx.database.db.select().from(tables.outbox).where(eq(tables.outbox.id, id));
  return row;
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (isDone(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not reached within 20 s');
}

describe('mail worker', () => {
  it('delivers an outbox row to the SMTP server and marks it sent', async () => {
    const id = await queue();
    const mailer = startMailer(depsWith({ SMTP_URL: smtp.url }), silentLog);
    try {
      const row = await waitFor(
        () => outboxRow(id),
        (r) => r?.sentAt != null,
      );
      expect(row).toMatchObject({ attempts: 0, lastError: null });
    } finally {
      await mailer.stop();
    }
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['owner@example.com']);
    expect(received[0]?.from).toBe('portal@example.test');
    expect(received[0]?.raw).toContain('Subject: Reset your owner portal password');
    expect(received[0]?.raw).toContain('https://portal.example.test/new-password/abc');
    expect(received[0]?.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(received[0]?.raw).toContain('Content-Type: text/html');
  });

  it('two workers on one database send each mail exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await queue());
    const deps = depsWith({ SMTP_URL: smtp.url });
    const mailers = [startMailer(deps, silentLog), startMailer(deps, silentLog)];
    try {
      await waitFor(
        () => ctx.database.db.select().from(tables.outbox),
        (rows) => rows.every((r) => r.sentAt != null),
      );
    } finally {
      await Promise.all(mailers.map((m) => m.stop()));
    }
    countDuplicates(received.length, ids.length);
    expect(received).toHaveLength(ids.length);
  });

  it('a rollback leaves no mail behind', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          kind: 'password_reset',
          to: 'a@example.com',
          language: 'ru',
          vars: { name: 'A', link: 'https://portal.example.test/new-password/x', expiresInMinutes: 60 },
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await ctx.database.db.select().from(tables.outbox)).toEqual([]);
  });

  it('on an SMTP failure counts the attempt, keeps the error and backs off', async () => {
    ctx.clock.set(new Date('2026-05-01T08:00:00Z'));
    const id = await queue();
    await ctx.database.db.update(tables.outbox).set({ nextAttemptAt: ctx.clock.now() }).where(eq(tables.outbox.id, id));
    const mailer = startMailer(depsWith({ SMTP_URL: `smtp://127.0.0.1:${DEAD_PORT}` }), silentLog);
    let row: Awaited<ReturnType<typeof outboxRow>>;
    try {
      row = await waitFor(
        () => outboxRow(id),
        (r) => (r?.attempts ?? 0) > 0,
      );
    } finally {
      await mailer.stop();
    }
    tally.failedWhileDown += row?.attempts ?? 0;
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(row?.nextAttemptAt.getTime()).toBe(new Date('2026-05-01T08:00:30Z').getTime());
    expect([1, 2, 3, 10, 20].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it('while the SMTP server is down mail waits in the outbox, and goes when it is back (once)', async () => {
    ctx.clock.set(new Date('2026-05-01T08:00:00Z'));
    const port = await freePort();
    const transport = createTransport(`smtp://127.0.0.1:${port}`);
    const deps = depsWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const id = await queue();
    await ctx.database.db.update(tables.outbox).set({ nextAttemptAt: ctx.clock.now() }).where(eq(tables.outbox.id, id));
    try {
      expect(await deliverDue(deps, transport, silentLog)).toBe(0);
      expect(await outboxRow(id)).toMatchObject({ sentAt: null, attempts: 1, lastError: expect.any(String) });
      tally.failedWhileDown += (await outboxRow(id))?.attempts ?? 0;
      // Not due again before its back-off: a pass 29 s later leaves it alone.
      ctx.clock.advance(29_000);
      expect(await deliverDue(deps, transport, silentLog)).toBe(0);
      expect(await outboxRow(id)).toMatchObject({ attempts: 1 });

      const back = await startSmtpListener({ port });
      try {
        ctx.clock.advance(1_000);
        expect(await deliverDue(deps, transport, silentLog)).toBe(1);
        expect(await deliverDue(deps, transport, silentLog)).toBe(0);
        expect(back.received.map((m) => m.to)).toEqual([['owner@example.com']]);
        expect(back.received[0]?.raw).toContain('Content-Language: en');
        tally.deliveredAfterReturn += back.received.length;
        countReceived(back.received);
        countDuplicates(back.received.length, 1);
      } finally {
        await back.close();
      }
    } finally {
      transport.close();
    }
    expect(await outboxRow(id)).toMatchObject({ sentAt: expect.any(Date), lastError: null, attempts: 1 });
  });

  it('without SMTP_URL does nothing: the mail stays readable in the outbox', async () => {
    const id = await queue();
    // Ten minutes of the worker's timers pass on a fake clock: without SMTP_URL no pass ever runs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      const mailer = startMailer(depsWith({}), silentLog);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      await mailer.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await outboxRow(id)).toMatchObject({ sentAt: null, attempts: 0 });
    expect(received).toEqual([]);
  });

  it('keeps the kinds and languages closed: the database refuses a kind without a template or an unknown language', async () => {
    const insert = (kind: string, language: string) =>
      ctx.database.db.execute(
        sql`INSERT INTO outbox (kind, to_address, language, subject, body_text) VALUES (${kind}, 'a@example.com', ${language}, 's', 't')`,
      );
    const outcome = (kind: string, language: string) => insert(kind, language).then(() => 'inserted', pgErrorCode);
    expect(await outcome('owner_stay', 'en')).toBe(CHECK_VIOLATION);
    expect(await outcome('password_reset', 'fr')).toBe(CHECK_VIOLATION);
    expect(await outcome('owner_stay_notice', 'ar')).toBe('inserted');
    expect(await ctx.database.db.select().from(tables.outbox)).toHaveLength(1);
  });
});
