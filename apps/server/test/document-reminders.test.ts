import { schema } from '@portal/db';
import { addDays, localDateOf, zonedInstant } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { claimDailyRun } from '../src/lib/job-schedule.ts';
import { deliverDue } from '../src/modules/mail/worker.ts';
import { REMINDER_JOB, runDocumentReminders } from '../src/modules/summary/reminder-job.ts';
import { openSecondConnection, ownHeaders, signIn } from './helpers/auth.ts';
import { multipart, pdfOf } from './helpers/multipart.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { silentLog, startSmtpListener } from './helpers/smtp-listener.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const ZONE = 'Asia/Dubai';
const TODAY = localDateOf(SEEDED_AT, ZONE);
/** 09:00 in Dubai, `days` after the demo data's day: after the daily run time, so each new day's run is due. */
const dayAt = (days: number) => zonedInstant(addDays(TODAY, days), '09:00', ZONE);

let headers: Record<string, string>;
let marina: number;
let ownerId: number;

const ctx = useTestApp({
  seeded: true,
  now: dayAt(0),
  env: { PUBLIC_URL: 'https://portal.example.test' },
  setup: async (ctx) => {
    const login = await signIn(ctx.app, 'owner@example.com');
    headers = ownHeaders(login);
    ownerId = login.user.userId;
    const [row] = await ctx.database.db
      .select({ id: schema.properties.id })
      .from(schema.properties)
      .where(eq(schema.properties.nickname, 'Marina Gate 1204'));
    marina = row?.id ?? 0;
    await ctx.database.db.update(schema.owners).set({ preferredLanguage: 'ru' }).where(eq(schema.owners.id, ownerId));
  },
});

const reminderMails = async () =>
  (
    await ctx.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.kind, 'document_expiry_reminder'))
      .orderBy(schema.outbox.id)
  ).map((row) => {
    const payload = row.payload as { docType: string; threshold: string; daysLeft: number; documentId: number };
    return { ...payload, to: row.toAddress, language: row.language, subject: row.subject };
  });

const runAt = async (days: number) => {
  ctx.clock.set(dayAt(days));
  return (await ctx.app.runJobs())[REMINDER_JOB];
};

/** Uploads a document of Marina Gate expiring `days` from the demo day (doc_type_id 1 passport, 2 Title Deed). */
async function upload(days: number, options: { typeId?: number; ownerDocId?: number } = {}) {
  const body = multipart([
    ...(options.ownerDocId ? [{ name: 'ownerDocId', value: String(options.ownerDocId) }] : []),
    { name: 'doc_type_id', value: String(options.typeId ?? 2) },
    { name: 'expires_at', value: addDays(TODAY, days) },
    { name: 'propertyId', value: String(marina) },
    { name: 'doc_file', fileName: 'scan.pdf', contentType: 'application/pdf', bytes: pdfOf(256) },
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/owner_document',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().owner_document.ownerDocId as number;
}

/** A Title Deed of Marina Gate expiring `days` from the demo day (its only dated Title Deed). */
const uploadTitleDeed = (days: number) => upload(days);

describe('document reminder job', () => {
  it('mails nothing on the demo day: the reminders due by then count as sent, a lapsed passport is never told "expires in"', async () => {
    expect(await runAt(0)).toBe(0);
    expect(await runAt(1)).toBe(0);
    expect(await reminderMails()).toEqual([]);
  });

  // Demo day (0) ─ +23 passport 7 days before expiry ─ +30 Palm's DEWA bill 50 days old ─ +38 the deed's 7-day mail
  it('mails each threshold once, on its day, in the owner language; a second run the same day mails nothing', async () => {
    const deed = await uploadTitleDeed(45);
    expect(await runAt(0)).toBe(1);
    expect(await runAt(0)).toBe(0);
    // Even a process that thinks the day's run is still due finds every threshold handled.
    await ctx.database.db.delete(schema.jobSchedule);
    expect(await runAt(0)).toBe(0);
    for (let day = 1; day <= 40; day++) await runAt(day);
    expect(await runAt(40)).toBe(0);

    const mails = await reminderMails();
    expect(mails.map((m) => [m.docType, m.threshold, m.daysLeft])).toEqual([
      ['title_deed', 'days_60', 45],
      ['passport', 'days_7', 7],
      ['dewa_bill', 'dewa_50', 0],
      ['title_deed', 'days_7', 7],
    ]);
    expect(mails[0]).toMatchObject({
      documentId: deed,
      to: 'owner@example.com',
      language: 'ru',
      subject: 'Свидетельство о праве собственности для объекта Marina Gate 1204 истекает через 45 дней',
    });
    expect(mails[2]?.subject).toBe('Счёту DEWA для объекта Palm Villa 7 исполнилось 50 дней: загрузите новый');
    const recorded = await ctx.database.db.select().from(schema.documentReminders);
    expect(recorded.filter((r) => r.outboxId !== null)).toHaveLength(4);
  });

  it('a renewed document silences the old one, and a new expiry starts a new schedule', async () => {
    // Marina's passport expires in 30 days; a renewal expiring in a year is now the one that counts.
    await upload(365, { typeId: 1 });
    expect(await runAt(23)).toBe(0);

    const deed = await uploadTitleDeed(45);
    expect(await runAt(24)).toBe(1);
    // Replacing the file with a new expiry starts its schedule again: a 60-day mail for the new date.
    await upload(80, { ownerDocId: deed });
    expect(await runAt(25)).toBe(1);
    expect((await reminderMails()).map((m) => [m.docType, m.threshold, m.daysLeft])).toEqual([
      ['title_deed', 'days_60', 21],
      ['title_deed', 'days_60', 55],
    ]);
  });

  it('two processes running the job at once queue each reminder once', async () => {
    await uploadTitleDeed(45);
    ctx.clock.set(dayAt(0));
    const connection = await openSecondConnection(ctx);
    try {
      const second = { db: connection.database.db, config: loadConfig({ LOG_LEVEL: 'silent' }), now: ctx.clock.now };
      const [a, b, c] = await Promise.all([
        runDocumentReminders(second),
        runDocumentReminders(second),
        ctx.app.runJobs(),
      ]);
      expect(a + b + (c[REMINDER_JOB] ?? 0)).toBe(1);
      expect(await reminderMails()).toHaveLength(1);
      // And the next day, from the second process only: nothing more.
      ctx.clock.set(dayAt(1));
      expect(await runDocumentReminders(second)).toBe(0);
      expect(await ctx.app.runJobs()).toMatchObject({ [REMINDER_JOB]: 0 });
    } finally {
      await connection.close();
    }
    expect(await reminderMails()).toHaveLength(1);
  });

  it('a run that fails leaves the day due, so the next pass does it', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        expect(await claimDailyRun(tx, REMINDER_JOB, dayAt(0))).toBe(true);
        throw new Error('the mail could not be queued');
      }),
    ).rejects.toThrow('could not be queued');
    await uploadTitleDeed(45);
    expect(await runAt(0)).toBe(1);
  });

  it('the mail reaches SMTP in Russian, with a link to the summary', async () => {
    await uploadTitleDeed(45);
    await runAt(0);
    const smtp = await startSmtpListener();
    const transport = createTransport(smtp.url);
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: smtp.url });
      // The outbox row is due from the database's own clock, which the frozen test clock may be behind.
      const later = () => new Date(Date.now() + 60_000);
      await deliverDue({ config, database: ctx.database, db: ctx.database.db, now: later }, transport, silentLog);
      const raw = smtp.received.find((m) => m.to.includes('owner@example.com'))?.raw;
      const mail = await PostalMime.parse(raw ?? '');
      expect(mail.text).toContain('Здравствуйте, Olivia Owens!');
      expect(mail.text).toContain(`осталось 45 дней`);
      expect(mail.text).toContain(`https://portal.example.test/settings/summary/${marina}#documents`);
      expect(mail.html).toContain('<html lang="ru" dir="ltr">');
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
