import type { LoginAsAdminResponse } from '@portal/contract';
import { DEMO_STAFF } from '@portal/db/seed';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, ownHeaders, signIn, tables } from './helpers/auth.ts';
import { createStaffToken } from './helpers/staff.ts';
import { demoStaffSession, signInDemoStaff, staffPasswordStep } from './helpers/staff-second-factor.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { driverFor, NOW, propertyIdOf } from './owner-stays-fixtures.ts';

const PUBLIC_URL = 'https://portal.example.test';
const ctx = useTestApp({
  seeded: true,
  now: NOW,
  env: { PUBLIC_URL },
  setup: async ({ database }) => {
    await database.db.update(tables.properties).set({ npStartDate: null, npEndDate: null });
  },
});

async function staffSignIn(email: string = DEMO_STAFF.email, password: string = DEMO_STAFF.password) {
  return staffPasswordStep(ctx.app, email, password);
}

const staffToken = () => demoStaffSession(ctx.database.db, ctx.clock.now());

const asStaff = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(await staffToken()), ...(payload ? { payload } : {}) });

async function ownerIdOf(email: string): Promise<number> {
  const [row] = await ctx.database.db.select().from(tables.owners).where(eq(tables.owners.email, email));
  if (!row) throw new Error(`no owner ${email}`);
  return row.id;
}

const tokenOf = (link: string) => link.split('/admin-login/')[1] ?? '';
const useLink = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/login_as_admin', payload: { token } });

const STAFF_ROUTES = [
  ['POST', '/api/staff/logout'],
  ['GET', '/api/staff/me'],
  ['GET', '/api/staff/owners?q=owner'],
  ['GET', '/api/staff/owners/1'],
  ['POST', '/api/staff/owners/1/login-link'],
  ['POST', '/api/staff/owners/1/password'],
  ['GET', '/api/staff/outbox'],
  ['GET', '/api/staff/outbox/1'],
  ['GET', '/api/staff/audit'],
] as const;

describe('staff sign-in', () => {
  it('signs the demo staff member in with argon2id, and signs them out', async () => {
    const [member] = await ctx.database.db.select().from(tables.staff).where(eq(tables.staff.email, DEMO_STAFF.email));
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    const response = await staffSignIn('Staff@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      stage: 'second_factor',
      method: 'totp',
      staff: { email: 'staff@example.com', fullName: 'Sam Staff', preferredLanguage: 'en' },
    });
    const body = await signInDemoStaff(ctx.app, ctx.database.db, ctx.clock.now());
    const me = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(body.token) });
    expect(me.json()).toMatchObject({ email: 'staff@example.com' });
    const out = await ctx.app.inject({ method: 'POST', url: '/api/staff/logout', headers: bearer(body.token) });
    expect(out.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(body.token) })).statusCode,
    ).toBe(401);
  });

  it('refuses a wrong password like an unknown e-mail, and locks out after five failures in 15 minutes', async () => {
    const wrong = await staffSignIn(DEMO_STAFF.email, 'Wrong#2026');
    expect(wrong.json()).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect((await staffSignIn('ghost@example.com', 'Wrong#2026')).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    // An owner's password is not a staff password.
    expect((await staffSignIn('owner@example.com', 'Owner#2026')).statusCode).toBe(401);
    for (let i = 0; i < 4; i++) await staffSignIn(DEMO_STAFF.email, 'Wrong#2026');
    const locked = await staffSignIn();
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_FAILED_LOGIN_ATTEMPTS' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner with a similar e-mail is not locked out by staff failures.
    await signIn(ctx.app, 'owner@example.com');
    ctx.clock.advance(15 * 60_000 + 1_000);
    expect((await staffSignIn()).statusCode).toBe(200);
  });
});

describe('who may call what', () => {
  it('staff routes refuse anonymous calls and every kind of owner credential', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const credentials = [
      {},
      bearer(login.token),
      bearer(login.access_token ?? ''),
      bearer(login.guesty?.token ?? ''),
      ownHeaders(login),
    ];
    for (const [method, url] of STAFF_ROUTES) {
      for (const headers of credentials) {
        const response = await ctx.app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('owner routes refuse a staff token on every owner surface', async () => {
    const token = await staffToken();
    const [owner] = await ctx.database.db.select().from(tables.owners).limit(1);
    const basic = Buffer.from(`${owner?.id}:${token}`).toString('base64');
    const calls = [
      ctx.app.inject({ method: 'GET', url: '/api/properties', headers: { authorization: `Basic ${basic}` } }),
      ctx.app.inject({ method: 'GET', url: '/api/pordal/owner-profile', headers: bearer(token) }),
      ctx.app.inject({ method: 'GET', url: '/api/legacy/owners-reservations/1', headers: bearer(token) }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('a disabled staff member is refused at sign-in and with a live token', async () => {
    const { token } = await createStaffToken(ctx.database.db, 'gone@example.com', { disabledAt: NOW });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('owners', () => {
  it('finds owners by part of the e-mail or the name, any case, with their property count', async () => {
    const byEmail = (await asStaff('GET', '/api/staff/owners?q=OWNER@exa')).json();
    expect(byEmail.owners).toEqual([
      expect.objectContaining({
        email: 'owner@example.com',
        fullName: 'Olivia Owens',
        loginStatus: 'both',
        propertyCount: 5,
      }),
    ]);
    const byName = (await asStaff('GET', '/api/staff/owners?q=porter')).json();
    expect(byName.owners.map((o: { email: string }) => o.email)).toEqual(['pordal@example.com']);
    expect((await asStaff('GET', '/api/staff/owners?q=%25')).json().owners).toEqual([]);
    expect((await asStaff('GET', '/api/staff/owners')).json().owners.length).toBeGreaterThanOrEqual(6);
  });

  it("shows an owner's properties; an unknown owner is 404", async () => {
    const ownerId = await ownerIdOf('owner@example.com');
    const detail = (await asStaff('GET', `/api/staff/owners/${ownerId}`)).json();
    expect(detail.owner.email).toBe('owner@example.com');
    expect(detail.properties.map((p: { nickname: string }) => p.nickname)).toContain('Palm Villa 7');
    expect(detail.properties.find((p: { nickname: string }) => p.nickname === 'Palm Villa 7')).toMatchObject({
      bookingSystem: 'pordal',
    });
    const unknown = await asStaff('GET', '/api/staff/owners/999999');
    expect(unknown.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('login-as-owner links', () => {
  it('are single use, in the staff member’s name, and audited', async () => {
    const ownerId = await ownerIdOf('owner@example.com');
    const minted = await asStaff('POST', `/api/staff/owners/${ownerId}/login-link`);
    expect(minted.statusCode).toBe(200);
    const { link, expiresAt } = minted.json();
    expect(link.startsWith(`${PUBLIC_URL}/admin-login/`)).toBe(true);
    expect(new Date(expiresAt).getTime() - NOW.getTime()).toBe(10 * 60_000);
    const first = await useLink(tokenOf(link));
    expect(first.statusCode).toBe(200);
    expect((first.json() as LoginAsAdminResponse).acting_admin).toBe('Sam Staff');
    const again = await useLink(tokenOf(link));
    expect(again.json()).toMatchObject({ status: 400, code: 'TOKEN_INVALID' });

    const audit = (await asStaff('GET', `/api/staff/audit?ownerId=${ownerId}`)).json();
    const actions = audit.entries.map((e: { action: string; actorKind: string; actorLabel: string }) => [
      e.action,
      e.actorKind,
      e.actorLabel,
    ]);
    expect(actions).toContainEqual(['admin_login_link_created', 'admin', 'Sam Staff']);
    expect(actions).toContainEqual(['admin_login', 'admin', 'Sam Staff']);
  });

  it('expire after 10 minutes', async () => {
    const ownerId = await ownerIdOf('legacy@example.com');
    const { link } = (await asStaff('POST', `/api/staff/owners/${ownerId}/login-link`)).json();
    ctx.clock.advance(10 * 60_000 + 1);
    expect((await useLink(tokenOf(link))).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('an owner stay made under the link is in the audit log with the staff member as the admin', async () => {
    const ownerId = await ownerIdOf('owner@example.com');
    const { link } = (await asStaff('POST', `/api/staff/owners/${ownerId}/login-link`)).json();
    const login = (await useLink(tokenOf(link))).json() as LoginAsAdminResponse;
    const villa = await propertyIdOf(ctx, 'Palm Villa 7');
    const created = await driverFor(ctx, 'pordal', login).create({
      propertyId: villa,
      checkIn: '2030-04-12T15:00',
      checkOut: '2030-04-14T11:00',
      accessAnswer: 'have_both',
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const entries = (await asStaff('GET', `/api/staff/audit?ownerId=${ownerId}`)).json().entries;
    const staffId = (
      await ctx.database.db.select().from(tables.staff).where(eq(tables.staff.email, DEMO_STAFF.email))
    )[0]?.id;
    expect(entries.find((e: { action: string }) => e.action === 'owner_stay.created')).toMatchObject({
      actorKind: 'admin',
      actorLabel: 'Sam Staff',
      ownerEmail: 'owner@example.com',
      entity: 'stay',
    });
    const [row] = await ctx.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'owner_stay.created'));
    expect(row?.actorStaffId).toBe(staffId);
    expect(entries.some((e: { action: string }) => e.action === 'admin_session.request')).toBe(true);
  });
});

describe("an owner's password", () => {
  it("staff sends the reset e-mail: it waits in the outbox in the owner's language, and the request is audited", async () => {
    const ownerId = await ownerIdOf('ru@example.com');
    await ctx.database.db.update(tables.owners).set({ preferredLanguage: 'ru' }).where(eq(tables.owners.id, ownerId));
    const response = await asStaff('POST', `/api/staff/owners/${ownerId}/password`, { mode: 'reset-email' });
    expect(response.json()).toEqual({ mode: 'reset-email' });
    const outbox = (await asStaff('GET', '/api/staff/outbox?state=pending')).json();
    expect(outbox.messages[0]).toMatchObject({
      kind: 'password_reset',
      to: 'ru@example.com',
      language: 'ru',
      state: 'pending',
      attempts: 0,
    });
    const message = (await asStaff('GET', `/api/staff/outbox/${outbox.messages[0].id}`)).json();
    expect(message.bodyText).toContain(`${PUBLIC_URL}/new-password/`);
    const audit = (await asStaff('GET', `/api/staff/audit?ownerId=${ownerId}`)).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'owner_password.reset_sent',
      actorKind: 'staff',
      actorLabel: 'staff@example.com',
    });
    expect(JSON.stringify(audit.entries[0].details)).not.toContain('new-password');
  });

  it('staff sets a temporary password: sessions end, and signing in with it leads to choosing a new one', async () => {
    const ownerId = await ownerIdOf('legacy@example.com');
    const session = await signIn(ctx.app, 'legacy@example.com');
    const weak = await asStaff('POST', `/api/staff/owners/${ownerId}/password`, {
      mode: 'temporary',
      password: 'short',
    });
    expect(weak.json()).toMatchObject({ status: 400, code: 'WEAK_PASSWORD' });
    const set = await asStaff('POST', `/api/staff/owners/${ownerId}/password`, {
      mode: 'temporary',
      password: 'Temp#2026x',
    });
    expect(set.json()).toEqual({ mode: 'temporary' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/properties', headers: ownHeaders(session) })).statusCode,
    ).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'legacy@example.com', password: 'Temp#2026x' },
    });
    expect(login.json()).toMatchObject({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
      resetToken: expect.any(String),
    });
    const audit = (await asStaff('GET', `/api/staff/audit?ownerId=${ownerId}`)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'owner_password.temporary_set', actorKind: 'staff' });
    expect(JSON.stringify(audit.entries[0])).not.toContain('Temp#2026x');
  });

  it('an unknown owner is 404 and nothing is written', async () => {
    const response = await asStaff('POST', '/api/staff/owners/999999/password', { mode: 'reset-email' });
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await ctx.database.db.select().from(tables.outbox)).toEqual([]);
  });
});
