import { type LoginResponse, SUPPORT_MAIL_PER_HOUR, type SupportMessage } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mintAdminLoginLink } from '../src/modules/auth/admin-link.ts';
import { bearer, ownHeaders, signIn, tables } from './helpers/auth.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const STAFF = 'support-desk@test.local';
const NOW = new Date(SEEDED_AT.getTime() + 60_000);
// The limits are on here: the 11th support mail within the hour is the point of one test.
const ctx = useTestApp({
  seeded: true,
  now: NOW,
  env: { STAFF_EMAIL: STAFF, STAFF_LANGUAGE: 'ru', RATE_LIMITS: 'on' },
});

const send = (login: LoginResponse, payload: object | string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/send_contact_mail',
    headers: { ...ownHeaders(login), 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

async function stored() {
  const { db } = ctx.database;
  const messages = await db.select().from(tables.supportMessages).orderBy(desc(tables.supportMessages.id));
  const mails = await db
    .select()
    .from(tables.outbox)
    .where(eq(tables.outbox.kind, 'support_message'))
    .orderBy(desc(tables.outbox.id));
  return { messages, mails };
}

async function propertyOf(email: string, nickname: string) {
  const [row] = await ctx.database.db
    .select({ p: tables.properties })
    .from(tables.properties)
    .innerJoin(tables.owners, eq(tables.owners.id, tables.properties.ownerId))
    .where(eq(tables.owners.email, email))
    .then((rows) => rows.filter((r) => r.p.nickname === nickname));
  if (!row) throw new Error(nickname);
  return row.p;
}

describe('POST /api/send_contact_mail (docs/product/help.md#support-form)', () => {
  it('stores the message and queues one mail to staff in Russian, with Reply-To the signed-in owner', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const before = await stored();
    const response = await send(login, {
      full_name: 'Olivia Owens',
      subject: 'general_question',
      message: '  Can I get a paper copy of my statements?\nThank you!  ',
      // Never trusted: replies go to the session's owner.
      owner_email_id: 'attacker@evil.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: 1 });
    const { messages, mails } = await stored();
    expect(messages).toHaveLength(before.messages.length + 1);
    expect(messages[0]).toMatchObject({
      ownerId: login.user.userId,
      fullName: 'Olivia Owens',
      subject: 'general_question',
      message: 'Can I get a paper copy of my statements?\nThank you!',
      propertyId: null,
      handledAt: null,
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ toAddress: STAFF, replyTo: 'owner@example.com', language: 'ru' });
    expect(mail?.subject).toBe('Обращение в поддержку от Olivia Owens: Общий вопрос');
    expect(mail?.bodyText).toContain('Владелец написал в поддержку через портал владельца.');
    expect(mail?.bodyText).toContain('Тема: Общий вопрос');
    expect(mail?.bodyText).toContain('Эл. почта: owner@example.com');
    expect(mail?.bodyText).toContain('Can I get a paper copy of my statements?\nThank you!');
    expect(mail?.bodyText).not.toContain('attacker@evil.example');
    expect(mail?.bodyHtml).toContain('<html lang="ru" dir="ltr">');
    expect(mail?.bodyHtml).toContain('white-space:pre-wrap');
  });

  it("takes the spec's form encoding; a property's nickname as subject is kept verbatim, with the property", async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const palm = await propertyOf('owner@example.com', 'Palm Villa 7');
    const form = new URLSearchParams({
      full_name: '',
      subject: 'Palm Villa 7',
      message: 'Бассейн не греется',
      owner_email_id: 'owner@example.com',
      property_id: String(palm.id),
    }).toString();
    const response = await send(login, form, 'application/x-www-form-urlencoded');
    expect(response.statusCode, response.body).toBe(200);
    const { messages, mails } = await stored();
    // No name in the form: the owner's own.
    expect(messages[0]).toMatchObject({ fullName: 'Olivia Owens', subject: 'Palm Villa 7', propertyId: palm.id });
    expect(mails[0]?.subject).toBe('Обращение в поддержку от Olivia Owens: Palm Villa 7');
    expect(mails[0]?.bodyText).toContain(`Объект: Palm Villa 7 (ид. ${palm.id})`);
    expect(mails[0]?.bodyText).toContain('(Asia/Dubai)');
  });

  it('refuses a blank message (400 on message) and stores nothing', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const before = await stored();
    for (const message of ['', '   \n  ']) {
      const response = await send(login, { subject: 'technical_issue', message });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().validation).toEqual([expect.objectContaining({ path: 'body.message' })]);
    }
    const missing = await send(login, { subject: 'technical_issue' });
    expect(missing.statusCode).toBe(400);
    const after = await stored();
    expect(after.messages).toHaveLength(before.messages.length);
    expect(after.mails).toHaveLength(before.mails.length);
  });

  it("answers another owner's property exactly like an unknown one (404) and stores nothing", async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const foreign = await propertyOf('pordal@example.com', 'Jumeirah Villa 12');
    const before = await stored();
    const other = await send(login, { subject: 'Jumeirah Villa 12', message: 'Hi', property_id: foreign.id });
    const unknown = await send(login, { subject: 'Jumeirah Villa 12', message: 'Hi', property_id: 987654 });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    const after = await stored();
    expect(after.messages).toHaveLength(before.messages.length);
    expect(after.mails).toHaveLength(before.mails.length);
  });

  it("takes one of the owner's nicknames without property_id as that property; refuses any other subject (400)", async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const palm = await propertyOf('owner@example.com', 'Palm Villa 7');
    const marina = await propertyOf('owner@example.com', 'Marina Gate 1204');
    const named = await send(login, { subject: 'Palm Villa 7', message: 'The pool is cold' });
    expect(named.statusCode, named.body).toBe(200);
    expect((await stored()).messages[0]).toMatchObject({ subject: 'Palm Villa 7', propertyId: palm.id });
    const before = await stored();
    const refusals = [
      // Another owner's nickname, with and without its id.
      { subject: 'Jumeirah Villa 12', message: 'Hi' },
      // A made-up subject, one that differs in case only, and a nickname that is not the given property's.
      { subject: 'Refund please', message: 'Hi' },
      { subject: 'palm villa 7', message: 'Hi' },
      { subject: 'Palm Villa 7', message: 'Hi', property_id: marina.id },
    ];
    for (const payload of refusals) {
      const response = await send(login, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().validation).toEqual([expect.objectContaining({ path: 'body.subject' })]);
    }
    const after = await stored();
    expect(after.messages).toHaveLength(before.messages.length);
    expect(after.mails).toHaveLength(before.mails.length);
  });

  it(`accepts ${SUPPORT_MAIL_PER_HOUR} an hour per owner; the next is 429 with Retry-After and stores nothing`, async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    for (let i = 0; i < SUPPORT_MAIL_PER_HOUR; i++) {
      const response = await send(login, { subject: 'technical_issue', message: `Message ${i + 1}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = await stored();
    const refused = await send(login, { subject: 'technical_issue', message: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const after = await stored();
    expect(after.messages).toHaveLength(before.messages.length);
    expect(after.mails).toHaveLength(before.mails.length);
    // Another owner is not held back by Olivia's count, and the next hour Olivia may write again.
    const other = await signIn(ctx.app, 'legacy@example.com');
    expect((await send(other, { subject: 'general_question', message: 'Hello' })).statusCode).toBe(200);
    ctx.clock.advance(60 * 60_000);
    expect((await send(login, { subject: 'technical_issue', message: 'Next hour' })).statusCode).toBe(200);
  });

  it('staff writing as the owner (admin login link) is audited, and the mail says who wrote it', async () => {
    const { staffId } = await createStaffToken(ctx.database.db, 'sam@test.local', { fullName: 'Sam Staff' });
    const minted = await mintAdminLoginLink(ctx.database.db, {
      email: 'owner@example.com',
      admin: 'Sam Staff',
      staffId,
      now: ctx.clock.now(),
      publicUrl: 'https://portal.example.test',
    });
    const token = minted?.link.split('/admin-login/')[1] ?? '';
    const admin = await ctx.app.inject({ method: 'POST', url: '/api/login_as_admin', payload: { token } });
    const login = admin.json() as LoginResponse;
    expect((await send(login, { subject: 'technical_issue', message: 'On behalf of Olivia' })).statusCode).toBe(200);
    const { messages, mails } = await stored();
    const [audit] = await ctx.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'support_message.sent'));
    expect(audit).toMatchObject({
      actorKind: 'admin',
      actorStaffId: staffId,
      ownerId: login.user.userId,
      entity: 'support_message',
      entityId: String(messages[0]?.id),
    });
    expect(mails[0]?.bodyText).toContain('Отправил Sam Staff (администратор от имени владельца)');
    expect(mails[0]?.replyTo).toBe('owner@example.com');
  });
});

describe('support messages in the staff console', () => {
  const staffGet = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lists newest first with the owner e-mail and property nickname, filters by handled, and marks one handled', async () => {
    const { token, staffId } = await createStaffToken(ctx.database.db, 'desk@test.local', { fullName: 'Dana Desk' });
    const login = await signIn(ctx.app, 'owner@example.com');
    await send(login, { subject: 'technical_issue', message: 'The app logs me out' });
    const all = (await staffGet(token, '/api/staff/support-messages')).json().messages as SupportMessage[];
    expect(all.map((m) => [m.subject, m.propertyNickname, m.ownerEmail, m.handledBy])).toEqual([
      ['technical_issue', null, 'owner@example.com', null],
      ['Palm Villa 7', 'Palm Villa 7', 'owner@example.com', null],
      ['general_question', null, 'owner@example.com', 'Sam Staff'],
    ]);
    const open = (await staffGet(token, '/api/staff/support-messages?handled=0')).json().messages as SupportMessage[];
    expect(open).toHaveLength(2);
    const handle = (id: number) =>
      ctx.app.inject({ method: 'POST', url: `/api/staff/support-messages/${id}/handled`, headers: bearer(token) });
    const first = open[0]?.id ?? 0;
    expect((await handle(first)).json()).toEqual({ success: true });
    ctx.clock.advance(60_000);
    expect((await handle(first)).statusCode).toBe(200);
    const done = (await staffGet(token, '/api/staff/support-messages?handled=1')).json().messages as SupportMessage[];
    expect(done[0]).toMatchObject({ id: first, handledAt: NOW.toISOString(), handledBy: 'Dana Desk' });
    const audits = await ctx.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'support_message.handled'));
    expect(audits).toEqual([expect.objectContaining({ actorStaffId: staffId, entityId: String(first) })]);
    expect((await handle(987654)).statusCode).toBe(404);
  });

  it('refuses owner sessions and anonymous callers', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    for (const headers of [ownHeaders(login), {}]) {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/staff/support-messages', headers });
      expect(list.statusCode).toBe(401);
      const handle = await ctx.app.inject({ method: 'POST', url: '/api/staff/support-messages/1/handled', headers });
      expect(handle.statusCode).toBe(401);
    }
  });
});
