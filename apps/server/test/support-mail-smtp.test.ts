import { createTransport, type Transporter } from 'nodemailer';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { deliverDue } from '../src/modules/mail/worker.ts';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { type SmtpListener, silentLog, startSmtpListener } from './helpers/smtp-listener.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const STAFF = 'support-ar@test.local';
const ARABIC = /[\u0600-\u06FF]/;

const ctx = useTestApp({ seeded: true, env: { STAFF_EMAIL: STAFF, STAFF_LANGUAGE: 'ar' } });
let smtp: SmtpListener;
let transport: Transporter;
beforeAll(async () => {
  smtp = await startSmtpListener();
  transport = createTransport(smtp.url);
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});

describe('the support mail over a real SMTP listener', () => {
  it('reaches staff in Arabic, right to left, with Reply-To the signed-in owner and the message as written', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_contact_mail',
      headers: ownHeaders(login),
      payload: {
        full_name: 'Olivia Owens',
        subject: 'technical_issue',
        message: 'The calendar does not load on my phone.\nIt worked yesterday.',
        owner_email_id: 'someone-else@example.com',
      },
    });
    expect(response.statusCode, response.body).toBe(200);

    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SMTP_URL: 'smtp://unused',
      MAIL_FROM: 'Portal <portal@test.local>',
    });
    const sent = await deliverDue(
      { config, database: ctx.database, db: ctx.database.db, now: () => ctx.clock.now() },
      transport,
      silentLog,
    );
    expect(sent).toBe(1);
    const [received] = smtp.received.filter((m) => m.to.includes(STAFF));
    if (!received) throw new Error('no mail to staff');
    expect(received.to).toEqual([STAFF]);
    const mail = await PostalMime.parse(received.raw);
    expect(mail.replyTo?.map((a) => a.address)).toEqual(['owner@example.com']);
    expect(received.raw).not.toContain('someone-else@example.com');
    expect(mail.subject).toBe('طلب دعم من Olivia Owens: مشكلة تقنية');
    expect(mail.headers.find((h) => h.key === 'content-language')?.value).toBe('ar');
    expect(mail.text).toMatch(ARABIC);
    expect(mail.text).toContain('الموضوع: مشكلة تقنية');
    expect(mail.text).toContain('The calendar does not load on my phone.\nIt worked yesterday.');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<div dir="auto"');
  });
});
