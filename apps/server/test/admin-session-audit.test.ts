import type { LoginAsAdminResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mintAdminLoginLink } from '../src/modules/auth/admin-link.ts';
import { bearer, ownHeaders, signIn, tables } from './helpers/auth.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const ctx = useTestApp({ seeded: true });

async function signInAsAdmin(admin: string, staffId?: number): Promise<LoginAsAdminResponse> {
  const minted = await mintAdminLoginLink(ctx.database.db, {
    email: 'owner@example.com',
    admin,
    ...(staffId === undefined ? {} : { staffId }),
    now: ctx.clock.now(),
    publicUrl: 'https://portal.example.test',
  });
  const token = minted?.link.split('/admin-login/')[1] ?? '';
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login_as_admin', payload: { token } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const sessionRows = () =>
  ctx.database.db
    .select()
    .from(tables.auditLog)
    .where(eq(tables.auditLog.action, 'admin_session.request'))
    .orderBy(tables.auditLog.id);

describe('requests under an admin login-as-owner session', () => {
  it('each records the admin (name, no staff account) with method, route and status, on every surface', async () => {
    const login = await signInAsAdmin('Cli Admin');
    const ownerId = login.user.userId;
    const calls = [
      { method: 'GET' as const, url: '/api/properties', headers: ownHeaders(login) },
      { method: 'GET' as const, url: '/api/property?id=999999', headers: ownHeaders(login) },
      { method: 'GET' as const, url: '/api/pordal/owner-profile', headers: bearer(login.access_token ?? '') },
      {
        method: 'GET' as const,
        url: '/api/legacy/owners-reservations/999999',
        headers: bearer(login.guesty?.token ?? ''),
      },
    ];
    for (const call of calls) await ctx.app.inject(call);

    const rows = await sessionRows();
    expect(rows.map((row) => [row.entityId, row.details])).toEqual([
      ['GET /api/properties', expect.objectContaining({ method: 'GET', route: '/api/properties', statusCode: 200 })],
      ['GET /api/property', expect.objectContaining({ route: '/api/property', statusCode: 404 })],
      ['GET /api/pordal/owner-profile', expect.objectContaining({ statusCode: 200 })],
      [
        'GET /api/legacy/owners-reservations/:id',
        expect.objectContaining({ route: '/api/legacy/owners-reservations/:id', statusCode: 404 }),
      ],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ ownerId, actorKind: 'admin', actorLabel: 'Cli Admin', actorStaffId: null });
      expect(Object.keys(row.details).sort()).toEqual(['method', 'requestId', 'route', 'statusCode']);
    }
  });

  it('carries the staff account of the admin through sign-in and token refresh', async () => {
    const { staffId } = await createStaffToken(ctx.database.db, 'jane@example.com', { fullName: 'Jane Staff' });
    const login = await signInAsAdmin('Jane Staff', staffId);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/pordal/oauth',
      payload: { grant_type: 'refresh_token', refresh_token: login.pordal?.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/pordal/owner-profile',
      headers: bearer(refreshed.json().access_token),
    });
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: ownHeaders(login), payload: {} });

    const rows = await sessionRows();
    expect(rows.map((row) => row.entityId)).toEqual(['GET /api/pordal/owner-profile', 'POST /api/logout']);
    for (const row of rows)
      expect(row).toMatchObject({ actorKind: 'admin', actorLabel: 'Jane Staff', actorStaffId: staffId });
    const [signedIn] = await ctx.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'admin_login'));
    expect(signedIn).toMatchObject({ actorKind: 'admin', actorLabel: 'Jane Staff', actorStaffId: staffId });
  });

  it('records a request refused for its x-owner too; an owner signed in by password, or nobody, leaves no rows', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    await ctx.app.inject({ method: 'GET', url: '/api/properties', headers: ownHeaders(login) });
    await ctx.app.inject({ method: 'GET', url: '/api/properties' });
    expect(await sessionRows()).toEqual([]);
    const admin = await signInAsAdmin('Cli Admin');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties',
      headers: ownHeaders(admin, '12345'),
    });
    expect(refused.json()).toMatchObject({ status: 403, code: 'OWNER_MISMATCH' });
    const rows = await sessionRows();
    expect(rows).toEqual([expect.objectContaining({ actorLabel: 'Cli Admin', entityId: 'GET /api/properties' })]);
    expect(rows[0]?.details).toMatchObject({ statusCode: 403 });
  });
});
