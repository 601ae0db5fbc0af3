import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, createSeededApp, ownHeaders, signIn, tables } from './helpers/auth.ts';
import type { TestContext } from './helpers/test-app.ts';
import { adminLogin } from './owner-stays-fixtures.ts';

const OWNER = 'owner@example.com';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSeededApp();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.database.db.update(tables.owners).set({ preferredLanguage: 'en' });
  await ctx.database.db.delete(tables.auditLog);
});

const put = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: '/api/preferred-language', headers, payload: payload as object });

async function storedLanguage(email = OWNER) {
  const [row] = await ctx.database.db
    .select({ language: tables.owners.preferredLanguage })
    .from(tables.owners)
    .where(eq(tables.owners.email, email));
  return row?.language;
}

describe('PUT /api/preferred-language', () => {
  it("stores the signed-in owner's language, touches no other owner, and the next sign-in carries it", async () => {
    const login = await signIn(ctx.app, OWNER);
    expect(login.preferredLanguage).toBe('en');
    const response = await put({ language: 'ru' }, ownHeaders(login));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, language: 'ru' });
    expect(await storedLanguage()).toBe('ru');
    expect(await storedLanguage('legacy@example.com')).toBe('en');
    expect((await signIn(ctx.app, OWNER)).preferredLanguage).toBe('ru');
    expect(await ctx.database.db.select().from(tables.auditLog)).toEqual([]);
  });

  it('refuses a language the portal does not have, or no language, with 400 and changes nothing', async () => {
    const login = await signIn(ctx.app, OWNER);
    await put({ language: 'ar' }, ownHeaders(login));
    const before = await countRows(ctx, ['owners', 'audit_log']);
    for (const payload of [{ language: 'fr' }, { language: 'AR' }, { language: 7 }, {}]) {
      const response = await put(payload, ownHeaders(login));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(response.json().detail).toMatch(/body/);
    }
    expect(await storedLanguage()).toBe('ar');
    expect(await countRows(ctx, ['owners', 'audit_log'])).toEqual(before);
  });

  it('refuses an anonymous call with 401 and changes nothing', async () => {
    const response = await put({ language: 'ar' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    const someoneElse = await signIn(ctx.app, 'legacy@example.com');
    const mismatch = await put({ language: 'ar' }, { ...ownHeaders(someoneElse), 'x-owner': '999999' });
    expect(mismatch.json().code).toBe('OWNER_MISMATCH');
    expect(await storedLanguage()).toBe('en');
    expect(await storedLanguage('legacy@example.com')).toBe('en');
  });

  it('audit-logs the change when an admin makes it while acting as the owner', async () => {
    const login = await adminLogin(ctx, OWNER, 'ops.admin@company.test');
    expect((await put({ language: 'ar' }, ownHeaders(login))).statusCode).toBe(200);
    expect(await storedLanguage()).toBe('ar');
    const audit = await ctx.database.db.select().from(tables.auditLog);
    expect(audit.filter((row) => row.action === 'preferred_language.changed')).toMatchObject([
      { actorKind: 'admin', actorLabel: 'ops.admin@company.test', details: { language: 'ar' } },
    ]);
  });
});
