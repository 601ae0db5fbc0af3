import { createTransport, type Transporter } from 'nodemailer';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { deliverDue } from '../src/modules/mail/worker.ts';
import { createSeededApp, ownHeaders, signIn } from './helpers/auth.ts';
import { type SmtpListener, silentLog, startSmtpListener } from './helpers/smtp-listener.ts';
import type { TestContext } from './helpers/test-app.ts';
import { NOW, propertyIdOf, signedInDriver } from './owner-stays-fixtures.ts';

const STAFF = 'staff-ar@test.local';
const CYRILLIC = /[\u0400-\u04FF]/;
const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /\b[A-Za-z]{4,}\b/;

let smtp: SmtpListener;
let ctx: TestContext;
let transport: Transporter;
beforeAll(async () => {
  smtp = await startSmtpListener();
  transport = createTransport(smtp.url);
  ctx = await createSeededApp({ STAFF_EMAIL: STAFF, STAFF_LANGUAGE: 'ar', PUBLIC_URL: 'https://portal.example.test' });
  ctx.clock.set(NOW);
});
afterAll(async () => {
  transport.close();
  await ctx.close();
  await smtp.close();
});

/** Runs one pass of the real mail worker against the SMTP listener and parses what arrived for `to`. */
async function deliverAndRead(to: string): Promise<Email> {
  await ctx.app.runJobs();
  const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: 'smtp://unused', STAFF_EMAIL: STAFF });
  await deliverDue(
    { config, database: ctx.database, db: ctx.database.db, now: () => ctx.clock.now() },
    transport,
    silentLog,
  );
  const message = smtp.received.filter((m) => m.to.includes(to)).at(-1);
  if (!message) throw new Error(`no mail to ${to}`);
  return PostalMime.parse(message.raw);
}

describe('mail in the recipient language, over SMTP', () => {
  it("sends the password reset in the owner's preferred language (Russian), as text and HTML", async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/preferred-language',
      headers: ownHeaders(login),
      payload: { language: 'ru' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const forgot = await ctx.app.inject({
      method: 'GET',
      url: '/api/pordal/password/owner-forgot?email=owner@example.com',
    });
    expect(forgot.statusCode).toBe(200);

    const mail = await deliverAndRead('owner@example.com');
    expect(mail.subject).toBe('Сброс пароля в портале владельца');
    const link = mail.text?.match(/https:\/\/portal\.example\.test\/new-password\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(mail.text).toContain('Здравствуйте, Olivia Owens!');
    expect(mail.text).toContain('истекает через 60 минут.');
    expect(mail.text).toMatch(CYRILLIC);
    expect(mail.html).toContain('<html lang="ru" dir="ltr">');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Задать новый пароль');
  });

  it('an owner who never chose a language gets English', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/pordal/password/owner-forgot?email=legacy@example.com' });
    const mail = await deliverAndRead('legacy@example.com');
    expect(mail.subject).toBe('Reset your owner portal password');
    expect(mail.text).not.toMatch(CYRILLIC);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('sends the staff notice of an owner stay in STAFF_LANGUAGE (Arabic), its HTML right to left', async () => {
    const api = await signedInDriver(ctx, 'pordal', 'pordal@example.com');
    const created = await api.create({
      propertyId: await propertyIdOf(ctx, 'Jumeirah Villa 12'),
      checkIn: '2030-03-12T15:00',
      checkOut: '2030-03-19T11:00',
      note: 'Family <visit>',
      accessAnswer: 'need_both',
    });
    expect(created.statusCode, created.body).toBe(201);

    const mail = await deliverAndRead(STAFF);
    expect(mail.subject).toBe('إقامة جديدة للمالك: Jumeirah Villa 12، من 2030-03-12 15:00 إلى 2030-03-19 11:00');
    expect(mail.text).toContain('بطاقة الدخول والمفاتيح: أحتاج إلى كليهما');
    expect(mail.text).toContain('الوصول: 2030-03-12 15:00 (Asia/Dubai)');
    expect(mail.text).toContain('ملاحظة: Family <visit>');
    // Every label is Arabic: the only Latin words left are the values (names, zone, code, system, addresses).
    const labels = (mail.text ?? '')
      .split('\n')
      .filter((line) => line.includes(': '))
      .map((line) => line.split(': ')[0]);
    expect(labels.length).toBeGreaterThanOrEqual(9);
    for (const label of labels) {
      expect(label).toMatch(ARABIC);
      expect(label).not.toMatch(LATIN_WORD);
    }
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('Family &lt;visit&gt;');
  });
});
