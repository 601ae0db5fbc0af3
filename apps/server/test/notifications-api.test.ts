import { type LoginResponse, type Notification, notificationContent } from '@portal/contract';
import { DEMO_OWNERS } from '@portal/db/seed';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mintAdminLoginLink } from '../src/modules/auth/admin-link.ts';
import { bearer, ownHeaders, signIn, tables } from './helpers/auth.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const NOW = new Date(SEEDED_AT.getTime() + 60_000);
const ctx = useTestApp({ seeded: true, now: NOW });

const get = (login: LoginResponse, url: string) => ctx.app.inject({ method: 'GET', url, headers: ownHeaders(login) });
const list = async (login: LoginResponse, query = '') => {
  const response = await get(login, `/api/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Notification[];
};
const titleOf = (n: Notification) => (JSON.parse(n.content) as { title?: { en: string } }).title?.en;

async function notificationsOf(email: string) {
  return ctx.database.db
    .select({ n: tables.notifications })
    .from(tables.notifications)
    .innerJoin(tables.owners, eq(tables.owners.id, tables.notifications.ownerId))
    .where(eq(tables.owners.email, email))
    .orderBy(desc(tables.notifications.createdAt))
    .then((rows) => rows.map((row) => row.n));
}

describe('GET /api/notifications (docs/product/notifications.md#the-list)', () => {
  it('answers a bare array: unread first, then newest first, at most 10; content is a JSON string', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const items = await list(login, `?guesty_id=${login.user.userId}&limit=10`);
    expect(items).toHaveLength(10);
    expect(items.map((n) => n.read_at === null)).toEqual([true, true, true, true, ...Array(6).fill(false)]);
    expect(items.map(titleOf).slice(0, 5)).toEqual([
      'Holiday-home permit expires soon',
      'Please confirm your contact details',
      'Complete the property survey',
      'New furniture installed',
      'Welcome to the owner portal',
    ]);
    const created = items.map((n) => Date.parse(n.created_at));
    expect(created.slice(0, 4)).toEqual([...created.slice(0, 4)].sort((a, b) => b - a));
    expect(created.slice(4)).toEqual([...created.slice(4)].sort((a, b) => b - a));
    expect(items.map((n) => n.is_survey)).toEqual(['0', '0', '1', ...Array(7).fill('0')]);
    // Every stored document is what the contract says a notification's content is.
    for (const item of items) expect(notificationContent.safeParse(JSON.parse(item.content)).success).toBe(true);
    const permit = JSON.parse(items[0]?.content ?? '{}');
    expect(permit.properties_data).toEqual([{ nickname: 'Marina Gate 1204', property_id: expect.any(Number) }]);
    expect(JSON.parse(items[1]?.content ?? '{}').personal_data).toEqual(['phone', 'emergency_contacts']);
    // 13 notifications exist: the default limit is 10 too, a smaller one is obeyed, a larger one refused.
    expect(await notificationsOf('owner@example.com')).toHaveLength(13);
    expect(await list(login)).toHaveLength(10);
    expect(await list(login, '?limit=3')).toHaveLength(3);
    const tooMany = await get(login, '/api/notifications?limit=11');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('every demo owner has read and unread notifications, created before the demo was loaded', async () => {
    for (const email of DEMO_OWNERS.map((owner) => owner.email)) {
      const rows = await notificationsOf(email);
      expect(
        rows.some((n) => n.readAt === null),
        email,
      ).toBe(true);
      expect(
        rows.some((n) => n.readAt !== null),
        email,
      ).toBe(true);
      expect(
        rows.every((n) => n.createdAt <= SEEDED_AT),
        email,
      ).toBe(true);
    }
    const surveys = await ctx.database.db
      .select()
      .from(tables.notifications)
      .where(eq(tables.notifications.isSurvey, true));
    expect(surveys.length).toBeGreaterThanOrEqual(1);
  });

  it('a newer notification that was read comes after older unread ones', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const [newest] = await list(login);
    const read = await get(login, `/api/readnotification?id_notification=${newest?.id}&guesty_id=${login.user.userId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ success: true });
    const items = await list(login);
    expect(items.map(titleOf).slice(0, 4)).toEqual([
      'Please confirm your contact details',
      'Complete the property survey',
      'New furniture installed',
      'Holiday-home permit expires soon',
    ]);
    expect(items[3]?.read_at).toBe(NOW.toISOString());
  });

  it('refuses a guesty_id that is not the signed-in owner (403 OWNER_MISMATCH)', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const response = await get(login, `/api/notifications?guesty_id=${login.user.userId + 1}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, code: 'OWNER_MISMATCH' });
  });

  it("gives each owner only their own, and the bell's number beside the list", async () => {
    const login = await signIn(ctx.app, 'legacy@example.com');
    const items = await list(login);
    expect(items.map(titleOf)).toEqual([
      'Your statement is ready',
      'Please confirm your contact details',
      'Welcome to the owner portal',
    ]);
    const count = await get(login, '/api/notifications/unread_count');
    expect(count.json()).toEqual({ unread: 2 });
    const olivia = await signIn(ctx.app, 'owner@example.com');
    expect((await get(olivia, '/api/notifications/unread_count')).json()).toEqual({ unread: 4 });
  });
});

describe('GET /api/readnotification', () => {
  it('marks one read once: reading it again keeps the first time, and the count drops by one', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const [first] = await list(login);
    const url = `/api/readnotification?id_notification=${first?.id}&guesty_id=${login.user.userId}`;
    expect((await get(login, url)).statusCode).toBe(200);
    ctx.clock.advance(60 * 60_000);
    expect((await get(login, url)).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(tables.notifications)
      .where(eq(tables.notifications.id, first?.id ?? 0));
    expect(row?.readAt?.toISOString()).toBe(NOW.toISOString());
    expect((await get(login, '/api/notifications/unread_count')).json()).toEqual({ unread: 3 });
  });

  it("answers another owner's notification exactly like an unknown one (404) and leaves it unread", async () => {
    const mallory = await signIn(ctx.app, 'legacy@example.com');
    const [victims] = await notificationsOf('owner@example.com');
    if (!victims) throw new Error('owner@example.com has notifications');
    expect(victims.readAt).toBeNull();
    const foreign = await get(mallory, `/api/readnotification?id_notification=${victims.id}`);
    const unknown = await get(mallory, '/api/readnotification?id_notification=987654');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const [after] = await notificationsOf('owner@example.com');
    expect(after?.readAt).toBeNull();
  });

  it('refuses a guesty_id that is not the signed-in owner, and changes nothing', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const [first] = await list(login);
    const response = await get(
      login,
      `/api/readnotification?id_notification=${first?.id}&guesty_id=${login.user.userId + 1}`,
    );
    expect(response.statusCode).toBe(403);
    expect((await get(login, '/api/notifications/unread_count')).json()).toEqual({ unread: 4 });
  });

  it('under an admin login-as-owner session, marking one read is audited with the admin', async () => {
    const minted = await mintAdminLoginLink(ctx.database.db, {
      email: 'owner@example.com',
      admin: 'Sam Staff',
      now: ctx.clock.now(),
      publicUrl: 'https://portal.example.test',
    });
    const token = minted?.link.split('/admin-login/')[1] ?? '';
    const admin = await ctx.app.inject({ method: 'POST', url: '/api/login_as_admin', payload: { token } });
    const login = admin.json() as LoginResponse;
    const [first] = await list(login);
    expect((await get(login, `/api/readnotification?id_notification=${first?.id}`)).statusCode).toBe(200);
    const audit = await ctx.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'notification.read'));
    expect(audit).toEqual([
      expect.objectContaining({ actorKind: 'admin', actorLabel: 'Sam Staff', entityId: String(first?.id) }),
    ]);
  });
});

describe('POST /api/staff/notifications', () => {
  const publish = async (payload: object, token?: string) => {
    const staff = token ?? (await createStaffToken(ctx.database.db, 'publisher@test.local')).token;
    return ctx.app.inject({ method: 'POST', url: '/api/staff/notifications', headers: bearer(staff), payload });
  };
  const property = async (nickname: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(tables.properties)
      .where(eq(tables.properties.nickname, nickname));
    if (!row) throw new Error(nickname);
    return row;
  };

  it("to a property's owner, linking its summary: audited in the same transaction, first in the owner's list", async () => {
    const palm = await property('Palm Villa 7');
    const response = await publish({
      property_id: palm.id,
      title: { en: 'Pool heater fixed', ar: 'تم إصلاح سخان المسبح' },
      link_property: true,
      personal_data: ['phone'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 1 });
    const login = await signIn(ctx.app, 'owner@example.com');
    const [newest] = await list(login);
    expect(JSON.parse(newest?.content ?? '{}')).toEqual({
      title: { en: 'Pool heater fixed', ar: 'تم إصلاح سخان المسبح' },
      personal_data: ['phone'],
      properties_data: [{ nickname: 'Palm Villa 7', property_id: palm.id }],
    });
    expect(newest).toMatchObject({ read_at: null, created_at: NOW.toISOString(), is_survey: '0' });
    const [audit] = await ctx.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'notification.published'));
    expect(audit).toMatchObject({
      ownerId: palm.ownerId,
      actorKind: 'staff',
      actorLabel: 'publisher@test.local',
      entity: 'notification',
      entityId: String(newest?.id),
    });
  });

  it('refuses an owner and property that do not belong together, an unknown owner, and an empty notification', async () => {
    const { token } = await createStaffToken(ctx.database.db, 'publisher@test.local');
    const palm = await property('Palm Villa 7');
    const [legacy] = await ctx.database.db
      .select()
      .from(tables.owners)
      .where(eq(tables.owners.email, 'legacy@example.com'));
    const before = await ctx.database.db.select().from(tables.notifications);
    const mismatch = await publish({ owner_id: legacy?.id, property_id: palm.id, message: { en: 'x' } }, token);
    expect(mismatch.statusCode).toBe(404);
    expect((await publish({ owner_id: 987654, message: { en: 'x' } }, token)).statusCode).toBe(404);
    const empty = await publish({ owner_id: legacy?.id }, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().validation).toEqual([expect.objectContaining({ path: 'body.message' })]);
    const unlinked = await publish({ owner_id: legacy?.id, link_property: true, message: { en: 'x' } }, token);
    expect(unlinked.statusCode).toBe(400);
    // A title of blanks, in English or in a translation given, would reach the owner as an empty title.
    for (const title of [{ en: ' ' }, { en: 'Heads up', ru: '  ' }, { en: '\n', ar: 'تنبيه' }]) {
      const blank = await publish({ owner_id: legacy?.id, title, message: { en: 'x' } }, token);
      expect(blank.statusCode, JSON.stringify(title)).toBe(400);
      expect(blank.json().validation[0].path).toMatch(/^body\.title\.(en|ru|ar)$/);
    }
    expect(await ctx.database.db.select().from(tables.notifications)).toHaveLength(before.length);
  });

  it('is for staff only: an owner session is refused', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/notifications',
      headers: ownHeaders(login),
      payload: { owner_id: login.user.userId, message: { en: 'self-service' } },
    });
    expect(response.statusCode).toBe(401);
    const unread = await ctx.database.db
      .select()
      .from(tables.notifications)
      .where(and(eq(tables.notifications.ownerId, login.user.userId), isNull(tables.notifications.readAt)))
      .orderBy(asc(tables.notifications.id));
    expect(unread).toHaveLength(4);
  });
});
