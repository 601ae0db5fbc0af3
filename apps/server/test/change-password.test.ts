import { schema } from '@portal/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, ownHeaders, signIn } from './helpers/auth.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const ctx = useTestApp({ seeded: true, now: SEEDED_AT });
const NEW_PASSWORD = 'Fresh#Start9';

const change = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/change_password', headers, payload });
const login = (password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'pordal@example.com', password } });

describe('POST /api/change_password (docs/product/settings.md#change-password)', () => {
  it.each([
    [{ old: 'Wrong#2026', new: NEW_PASSWORD, confirm: NEW_PASSWORD }, 403, 'INCORRECT_PASSWORD', 'Incorrect password'],
    [{ old: DEMO_PASSWORD, new: 'weakpass', confirm: 'weakpass' }, 400, 'WEAK_PASSWORD', expect.any(String)],
    [{ old: DEMO_PASSWORD, new: 'Fresh#St.art9', confirm: 'Fresh#St.art9' }, 400, 'WEAK_PASSWORD', expect.any(String)],
    [
      { old: DEMO_PASSWORD, new: NEW_PASSWORD, confirm: 'Fresh#Start8' },
      400,
      'PASSWORDS_DO_NOT_MATCH',
      'Passwords do not match',
    ],
    [{ old: DEMO_PASSWORD, new: DEMO_PASSWORD, confirm: DEMO_PASSWORD }, 400, 'PASSWORD_UNCHANGED', expect.any(String)],
    [{ old: DEMO_PASSWORD, new: NEW_PASSWORD, name: 'owner@example.com' }, 403, 'OWNER_MISMATCH', expect.any(String)],
    [{ old: DEMO_PASSWORD, new: NEW_PASSWORD, userId: 987654 }, 403, 'OWNER_MISMATCH', expect.any(String)],
    [{ old: '', new: NEW_PASSWORD }, 400, 'VALIDATION_FAILED', expect.any(String)],
  ])('%j → %i %s, and the password stays', async (payload, status, code, detail) => {
    const headers = ownHeaders(await signIn(ctx.app, 'pordal@example.com'));
    const response = await change(headers, payload);
    expect(response.json()).toMatchObject({ status, code, detail });
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a weak new password is refused with every failing part listed', async () => {
    const headers = ownHeaders(await signIn(ctx.app, 'pordal@example.com'));
    const response = await change(headers, { old: DEMO_PASSWORD, new: 'short', confirm: 'short' });
    expect(response.json()).toMatchObject({ status: 400, code: 'WEAK_PASSWORD' });
    expect(response.json().validation.map((issue: { code: string }) => issue.code)).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NO_UPPERCASE',
      'PASSWORD_NO_DIGIT',
      'PASSWORD_NO_SPECIAL',
    ]);
  });

  it('changes it: every session ends, the new password signs in, the old one does not, and it is audited', async () => {
    const first = await signIn(ctx.app, 'pordal@example.com');
    const second = await signIn(ctx.app, 'pordal@example.com');
    const response = await change(ownHeaders(first), {
      name: 'Pordal@Example.com',
      userId: first.user.userId,
      old: DEMO_PASSWORD,
      new: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    for (const headers of [ownHeaders(first), ownHeaders(second)]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/properties', headers })).statusCode).toBe(401);
    }
    if (!first.access_token) throw new Error('a pordal owner has a pordal token');
    const pordal = await ctx.app.inject({
      method: 'GET',
      url: '/api/pordal/owner-profile',
      headers: bearer(first.access_token),
    });
    expect(pordal.statusCode).toBe(401);
    const live = await ctx.database.db
      .select()
      .from(schema.authTokens)
      .where(and(eq(schema.authTokens.ownerId, first.user.userId), isNull(schema.authTokens.revokedAt)));
    expect(live).toEqual([]);

    expect((await login(DEMO_PASSWORD)).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const again = await login(NEW_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/properties', headers: ownHeaders(again.json()) })).statusCode,
    ).toBe(200);

    const [audit] = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'owner_password.changed'));
    expect(audit).toMatchObject({ actorKind: 'owner', actorLabel: 'pordal@example.com', ownerId: first.user.userId });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('wrong current passwords count towards the sign-in lockout; then the server’s message comes back', async () => {
    const headers = ownHeaders(await signIn(ctx.app, 'pordal@example.com'));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change(headers, { old: `Wrong#${attempt}aa`, new: NEW_PASSWORD })).json().code).toBe(
        'INCORRECT_PASSWORD',
      );
    }
    const locked = await change(headers, { old: DEMO_PASSWORD, new: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_FAILED_LOGIN_ATTEMPTS',
      detail: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
