import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mintAdminLoginLink } from '../src/modules/auth/admin-link.ts';
import { countRows, ownHeaders, tables } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const PUBLIC_URL = 'https://portal.example.test';
const dataDir = mkdtempSync(join(tmpdir(), 'admin-login-'));
const ctx = useTestApp({ seeded: true, env: { PUBLIC_URL, DATA_DIR: dataDir } });
beforeEach(() => rmSync(join(dataDir, 'server.json'), { force: true }));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function mint(email = 'owner@example.com', admin = 'Jane Staff'): Promise<string> {
  const minted = await mintAdminLoginLink(ctx.database.db, {
    email,
    admin,
    now: ctx.clock.now(),
    publicUrl: PUBLIC_URL,
  });
  expect(minted?.link).toMatch(/^https:\/\/portal\.example\.test\/admin-login\/[A-Za-z0-9_-]{43}$/);
  return minted?.link.split('/admin-login/')[1] ?? '';
}

const asForm = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login_as_admin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `token=${encodeURIComponent(token)}`,
  });

describe('POST /api/login_as_admin', () => {
  it('signs in as the owner from a form post, marks every issued token with the admin, and audits it', async () => {
    const response = await asForm(await mint());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      accepted: true,
      status: 'both',
      acting_admin: 'Jane Staff',
      owner_data: { id: body.user.userId, pordal_id: 'P-1001', email: 'owner@example.com', full_name: 'Olivia Owens' },
      guesty: { token: expect.any(String) },
      pordal: { access_token: body.access_token, refresh_token: expect.any(String), expires_in: 3600 },
    });

    const issued = await ctx.database.db
      .select()
      .from(tables.authTokens)
      .where(eq(tables.authTokens.ownerId, body.user.userId));
    const signInKinds = issued.filter((t) => t.kind !== 'admin_login');
    expect(signInKinds.map((t) => t.kind).sort()).toEqual(['legacy', 'pordal_access', 'pordal_refresh', 'session']);
    expect(signInKinds.every((t) => t.actingAdmin === 'Jane Staff')).toBe(true);

    const audit = await ctx.database.db.select().from(tables.auditLog).where(eq(tables.auditLog.action, 'admin_login'));
    expect(audit).toEqual([
      expect.objectContaining({
        ownerId: body.user.userId,
        actorKind: 'admin',
        actorLabel: 'Jane Staff',
        entity: 'owner',
      }),
    ]);

    // The session is a normal owner session, and requests under it know the acting admin.
    const own = await ctx.app.inject({ method: 'GET', url: '/api/version_log', headers: ownHeaders(body) });
    expect(own.statusCode).toBe(200);
  });

  it('accepts JSON too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login_as_admin',
      payload: { token: await mint('legacy@example.com') },
    });
    expect(response.json()).toMatchObject({ accepted: true, status: 'guesty', pordal: null, access_token: null });
  });

  it('a token works once', async () => {
    const token = await mint();
    expect((await asForm(token)).statusCode).toBe(200);
    const again = await asForm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('a token expires after 10 minutes', async () => {
    const fresh = await mint();
    const stale = await mint();
    ctx.clock.advance(9 * 60_000 + 59_000);
    expect((await asForm(fresh)).statusCode).toBe(200);
    ctx.clock.advance(2_000);
    const expired = await asForm(stale);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses an unknown or missing token and writes nothing', async () => {
    const before = await countRows(ctx, ['auth_tokens', 'audit_log']);
    expect((await asForm('made-up')).json().code).toBe('TOKEN_INVALID');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/login_as_admin', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    expect(await countRows(ctx, ['auth_tokens', 'audit_log'])).toEqual(before);
  });
});

describe('POST /api/internal/admin-login-link', () => {
  const SECRET = 'test-secret-value';
  const call = (headers: Record<string, string>, email = 'owner@example.com') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/internal/admin-login-link',
      headers,
      payload: { email, admin: 'Cli User' },
    });
  const writeServerFile = (pid: number) =>
    writeFileSync(join(dataDir, 'server.json'), JSON.stringify({ pid, port: 1, secret: SECRET }));

  it('mints a link for the CLI when it presents the secret this process wrote to server.json', async () => {
    writeServerFile(process.pid);
    const response = await call({ 'x-internal-secret': SECRET });
    expect(response.statusCode).toBe(200);
    const token = response.json().link.split('/admin-login/')[1];
    expect((await asForm(token)).json()).toMatchObject({ accepted: true, acting_admin: 'Cli User' });
  });

  it('answers like an unknown route without the right secret, or when server.json names another process', async () => {
    const before = await countRows(ctx, ['auth_tokens']);
    expect((await call({})).statusCode).toBe(404);
    writeServerFile(process.pid);
    expect((await call({ 'x-internal-secret': 'wrong' })).statusCode).toBe(404);
    writeServerFile(process.pid + 100000);
    expect((await call({ 'x-internal-secret': SECRET })).statusCode).toBe(404);
    expect(await countRows(ctx, ['auth_tokens'])).toEqual(before);
  });

  it('reports an unknown owner e-mail', async () => {
    writeServerFile(process.pid);
    const response = await call({ 'x-internal-secret': SECRET }, 'ghost@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('No owner with the e-mail ghost@example.com');
  });

  it('is not in the OpenAPI document', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(Object.keys(docs.json().paths)).not.toContain('/api/internal/admin-login-link');
  });
});
