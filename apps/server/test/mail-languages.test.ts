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

/** Mail that reached the listener, and in which language each said it was written; one summary line. */
const tally = { delivered: 0, languages: new Map<string, number>() };
afterAll(() => {
  const languages = [...tally.languages.entries()].map(([language, n]) => `${language} ${n}`).join(', ');
  console.info(
    `mail languages (${ctx?.database.kind}): ${tally.delivered} messages delivered over SMTP (${languages})`,
  );
});

/** Runs one pass of the real mail worker against the SMTP listener; the raw messages that arrived for `to`. */
async function deliver(to: string) {
  await ctx.app.runJobs();
  const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: 'smtp://unused', STAFF_EMAIL: STAFF });
  const before = smtp.received.length;
  await deliverDue(
    { config, database: ctx.database, db: ctx.database.db, now: () => ctx.clock.now() },
    transport,
    silentLog,
  );
  for (const message of smtp.received.slice(before)) {
    tally.delivered++;
    const language = message.raw.match(/^Content-Language: (\S+)/im)?.[1] ?? 'none';
    tally.languages.set(language, (tally.languages.get(language) ?? 0) + 1);
  }
  return smtp.received.filter((m) => m.to.includes(to));
}

/** Runs one pass of the real mail worker against the SMTP listener and parses what arrived for `to`. */
async function deliverAndRead(to: string): Promise<Email> {
  const message = (await deliver(to)).at(-1);
  if (!message) throw new Error(`no mail to ${to}`);
  return PostalMime.parse(message.raw);
}

/** The newest message to `to` whose subject starts with `prefix`, parsed, with its envelope and raw headers. */
async function newestTo(to: string, prefix: string) {
  const parsed = await Promise.all(
    (await deliver(to)).map(async (raw) => ({ raw, mail: await PostalMime.parse(raw.raw) })),
  );
  const found = parsed.filter(({ mail }) => mail.subject?.startsWith(prefix)).at(-1);
  if (!found) throw new Error(`no mail to ${to} starting ${prefix}: ${parsed.map((p) => p.mail.subject).join(' | ')}`);
  return found;
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

  it('sends the staff notices of an edited and a cancelled owner stay in STAFF_LANGUAGE (Arabic)', async () => {
    const api = await signedInDriver(ctx, 'pordal', 'pordal@example.com');
    const created = await api.create({
      propertyId: await propertyIdOf(ctx, 'Jumeirah Villa 12'),
      checkIn: '2030-04-01T15:00',
      checkOut: '2030-04-05T11:00',
      accessAnswer: 'have_both',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();

    const edited = await api.update(id, { checkIn: '2030-04-02T15:00', checkOut: '2030-04-06T11:00', note: 'Later' });
    expect(edited.statusCode, edited.body).toBe(200);
    const update = await newestTo(STAFF, 'تعديل إقامة المالك');
    expect(update.raw.to).toEqual([STAFF]);
    expect(update.mail.to?.map((a) => a.address)).toEqual([STAFF]);
    expect(update.mail.subject).toBe('تعديل إقامة المالك: Jumeirah Villa 12، من 2030-04-02 15:00 إلى 2030-04-06 11:00');
    expect(update.mail.text).toContain('عُدّلت إقامة للمالك.');
    expect(update.mail.text).toContain('ملاحظة: Later');
    expect(update.raw.raw).toMatch(/^Content-Language: ar\r?$/m);
    expect(update.mail.html).toContain('<html lang="ar" dir="rtl">');

    const cancelled = await api.cancel(id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = await newestTo(STAFF, 'إلغاء إقامة المالك');
    expect(cancel.raw.to).toEqual([STAFF]);
    expect(cancel.mail.subject).toBe('إلغاء إقامة المالك: Jumeirah Villa 12، من 2030-04-02 15:00 إلى 2030-04-06 11:00');
    expect(cancel.mail.text).toContain('أُلغيت إقامة للمالك.');
    expect(cancel.raw.raw).toMatch(/^Content-Language: ar\r?$/m);
    expect(cancel.mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("sends the bank-details-changed mail to the owner in the owner's language (Russian), only the last 4 digits", async () => {
    const owner = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    const language = await ctx.app.inject({
      method: 'PUT',
      url: '/api/preferred-language',
      headers: owner,
      payload: { language: 'ru' },
    });
    expect(language.statusCode, language.body).toBe(200);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/reauthenticate',
      headers: owner,
      payload: { password: 'Owner#2026' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const marina = await propertyIdOf(ctx, 'Marina Gate 1204');
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/owner_survey?propertyId=${marina}`,
      headers: owner,
      payload: {
        sections: [
          {
            id: 'bank',
            answers: {
              account_owner_name: 'Olivia Owens',
              account_bank_name: 'Barclays',
              account_iban: 'GB33BUKB20201555555555',
              account_swift: 'BUKBGB22',
              account_data: '55555555',
              account_currency: 'GBP',
              account_sort_code: '202015',
            },
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { raw, mail } = await newestTo('owner@example.com', 'Ваши банковские реквизиты изменены');
    expect(raw.to).toEqual(['owner@example.com']);
    expect(mail.to?.map((a) => a.address)).toEqual(['owner@example.com']);
    expect(mail.subject).toBe('Ваши банковские реквизиты изменены');
    expect(mail.text).toContain('Marina Gate 1204');
    expect(mail.text).toContain('IBAN, оканчивается на 5555');
    expect(mail.text).toMatch(CYRILLIC);
    expect(raw.raw).toMatch(/^Content-Language: ru\r?$/m);
    expect(mail.html).toContain('<html lang="ru" dir="ltr">');
    expect(raw.raw).not.toContain('GB33BUKB');
  });
});
