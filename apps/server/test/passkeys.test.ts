import type { LoginResponse, PasskeyListResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../src/modules/auth/token-repo.ts';
import { bearer, DEMO_PASSWORD, ownHeaders, signIn } from './helpers/auth.ts';
import {
  addPasskey,
  confirmPassword,
  newAuthenticator,
  PUBLIC_URL,
  registrationOptions,
  signInWithPasskey,
} from './helpers/passkeys.ts';
import { useSecondInstance } from './helpers/second-instance.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { NOW } from './owner-stays-fixtures.ts';

/** Owners' passkeys (decision 090): added in Settings after the password, used to sign in, removed. */
const ctx = useTestApp({ seeded: true, now: NOW, env: { PUBLIC_URL } });
const second = useSecondInstance(ctx, { PUBLIC_URL }, NOW);

const listOf = async (login: LoginResponse) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/passkeys', headers: ownHeaders(login) })
  ).json() as PasskeyListResponse;

async function ownerRow(email: string) {
  const [row] = await ctx.database.db.select().from(schema.owners).where(eq(schema.owners.email, email));
  if (!row) throw new Error(`no owner ${email}`);
  return row;
}

async function auditOf(action: string) {
  return ctx.database.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.action, action))
    .orderBy(desc(schema.auditLog.id));
}

describe('adding a passkey', () => {
  it('needs the password typed again within 5 minutes, and never under an admin login-as-owner session', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const refused = await registrationOptions(ctx.app, login);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });

    await confirmPassword(ctx.app, login);
    expect((await registrationOptions(ctx.app, login)).statusCode).toBe(200);
    ctx.clock.advance(5 * 60_000 + 1_000);
    expect((await registrationOptions(ctx.app, login)).json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });

    const { mintAdminLoginLink } = await import('../src/modules/auth/admin-link.ts');
    const link = await mintAdminLoginLink(ctx.database.db, {
      email: 'owner@example.com',
      admin: 'Sam Staff',
      now: ctx.clock.now(),
      publicUrl: PUBLIC_URL,
    });
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/login_as_admin',
      payload: { token: link?.link.split('/admin-login/')[1] },
    });
    const asAdmin = (await registrationOptions(ctx.app, admin.json())).json();
    expect(asAdmin).toMatchObject({ status: 403, code: 'ADMIN_SESSION_NOT_ALLOWED' });
  });

  it('asks for a discoverable, user-verified passkey of PUBLIC_URL, excluding the ones the owner has', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    await confirmPassword(ctx.app, login);
    const first = (await registrationOptions(ctx.app, login)).json();
    expect(first).toMatchObject({
      rp: { id: 'portal.example.test', name: 'Owner portal' },
      user: { name: 'owner@example.com', displayName: 'Olivia Owens' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [],
    });
    // The user handle is random, never the e-mail or the row id.
    expect(Buffer.from(first.user.id, 'base64url')).toHaveLength(32);
    const phone = newAuthenticator();
    expect((await addPasskey(ctx.app, login, phone)).statusCode).toBe(200);
    const again = (await registrationOptions(ctx.app, login)).json();
    expect(again.excludeCredentials).toEqual([
      { id: phone.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    // Once the owner has a passkey, every new one is made for the same user handle.
    const [stored] = await ctx.database.db.select().from(schema.webauthnCredentials);
    expect(again.user.id).toBe(stored?.userHandle);
  });

  it('stores it under the device name, lists it, audits it and mails the owner in their language', async () => {
    await ctx.database.db
      .update(schema.owners)
      .set({ preferredLanguage: 'ru' })
      .where(eq(schema.owners.email, 'legacy@example.com'));
    const login = await signIn(ctx.app, 'legacy@example.com');
    await confirmPassword(ctx.app, login);
    const added = await addPasskey(ctx.app, login, newAuthenticator(), { name: '  Safari on iPhone  ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().passkey).toMatchObject({ name: 'Safari on iPhone', lastUsedAt: null, isBackedUp: false });
    expect((await listOf(login)).passkeys).toEqual([added.json().passkey]);

    const owner = await ownerRow('legacy@example.com');
    const [audit] = await auditOf('passkey.added');
    expect(audit).toMatchObject({
      ownerId: owner.id,
      actorKind: 'owner',
      actorLabel: 'legacy@example.com',
      entity: 'passkey',
      entityId: String(added.json().passkey.id),
      details: { name: 'Safari on iPhone', isBackedUp: false },
    });
    const [mail] = await ctx.database.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.kind, 'passkey_added'), eq(schema.outbox.toAddress, 'legacy@example.com')));
    expect(mail).toMatchObject({ language: 'ru', subject: 'К вашей учётной записи добавлен ключ доступа' });
    expect(mail?.bodyText).toContain('Safari on iPhone');
    expect(mail?.bodyText).toContain(`${PUBLIC_URL}/settings/passkeys`);
  });
});

describe('signing in with a passkey', () => {
  it.each([
    ['owner@example.com', 'both'],
    ['legacy@example.com', 'guesty'],
    ['pordal@example.com', 'pordal'],
  ])('%s (%s) gets what the password sign-in gives, and the tokens work on every surface', async (email, status) => {
    const login = await signIn(ctx.app, email);
    await confirmPassword(ctx.app, login);
    const phone = newAuthenticator();
    await addPasskey(ctx.app, login, phone);

    const response = await signInWithPasskey(ctx.app, phone);
    expect(response.statusCode, response.body).toBe(200);
    const byPasskey = response.json() as LoginResponse;
    const byPassword = await signIn(ctx.app, email);
    const shape = (value: LoginResponse) => ({
      ...value,
      token: typeof value.token,
      access_token: value.access_token === null ? null : typeof value.access_token,
      guesty: value.guesty && { token: typeof value.guesty.token },
      pordal: value.pordal && { ...value.pordal, access_token: 'string', refresh_token: 'string' },
    });
    expect(byPasskey.status).toBe(status);
    expect(shape(byPasskey)).toEqual(shape(byPassword));

    const properties = await ctx.app.inject({ method: 'GET', url: '/api/properties', headers: ownHeaders(byPasskey) });
    expect(properties.statusCode).toBe(200);
    if (byPasskey.access_token) {
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/pordal/owner-profile',
        headers: bearer(byPasskey.access_token),
      });
      expect(profile.json()).toMatchObject({ email });
    }
    if (byPasskey.guesty) {
      const revoke = await ctx.app.inject({
        method: 'POST',
        url: '/api/legacy/authenticate/revoke',
        headers: bearer(byPasskey.guesty.token),
        payload: {},
      });
      expect(revoke.statusCode).toBeLessThan(300);
    }

    const [passkey] = (await listOf(byPasskey)).passkeys;
    expect(passkey?.lastUsedAt).toBe(NOW.toISOString());
    const [audit] = await auditOf('passkey.signed_in');
    expect(audit).toMatchObject({
      actorKind: 'owner',
      actorLabel: email,
      entity: 'passkey',
      entityId: String(passkey?.id),
    });
  });

  it('works when the challenge comes from one server process and the answer reaches another', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    await confirmPassword(ctx.app, login);
    const phone = newAuthenticator();
    await addPasskey(ctx.app, login, phone);
    const options = (await ctx.app.inject({ method: 'POST', url: '/api/passkeys/sign-in/options' })).json();
    const response = await second.app.inject({
      method: 'POST',
      url: '/api/passkeys/sign-in',
      payload: { response: phone.authenticate(options.challenge) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.name).toBe('owner@example.com');
  });

  it('is not stopped by the password lockout: a passkey cannot be guessed', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    await confirmPassword(ctx.app, login);
    const phone = newAuthenticator();
    await addPasskey(ctx.app, login, phone);
    for (let i = 0; i < 5; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'owner@example.com', password: 'x' },
      });
    }
    const locked = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'owner@example.com', password: DEMO_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect((await signInWithPasskey(ctx.app, phone)).statusCode).toBe(200);
  });

  it('leads an owner whose password staff set to choosing their own, like the password sign-in', async () => {
    const login = await signIn(ctx.app, 'pordal@example.com');
    await confirmPassword(ctx.app, login);
    const phone = newAuthenticator();
    await addPasskey(ctx.app, login, phone);
    await ctx.database.db
      .update(schema.owners)
      .set({ mustChangePassword: true })
      .where(eq(schema.owners.email, 'pordal@example.com'));
    const response = await signInWithPasskey(ctx.app, phone);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', resetToken: expect.any(String) });
  });
});

describe('a password change or reset leaves the passkeys', () => {
  it('keeps them through a change of password and through a reset, and they still sign in', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    await confirmPassword(ctx.app, login);
    const phone = newAuthenticator();
    await addPasskey(ctx.app, login, phone);

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/change_password',
      headers: ownHeaders(login),
      payload: { old: DEMO_PASSWORD, new: 'Changed#2026', confirm: 'Changed#2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signInWithPasskey(ctx.app, phone)).statusCode).toBe(200);

    const owner = await ownerRow('owner@example.com');
    const reset = await issueToken(ctx.database.db, { ownerId: owner.id, kind: 'reset', ttlMs: 60_000, now: NOW });
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/pordal/password/owner-reset',
      payload: { token: reset.token, password: 'Reset#20261', passwordConfirm: 'Reset#20261' },
    });
    expect(done.statusCode, done.body).toBeLessThan(300);
    const afterReset = await signInWithPasskey(ctx.app, phone);
    expect(afterReset.statusCode).toBe(200);
    expect((await listOf(afterReset.json())).passkeys).toHaveLength(1);
  });
});

describe('removing a passkey', () => {
  it('needs the password again, is audited, and the passkey signs no one in afterwards', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    await confirmPassword(ctx.app, login);
    const phone = newAuthenticator();
    const laptop = newAuthenticator();
    const kept = (await addPasskey(ctx.app, login, laptop, { name: 'Firefox on Windows' })).json().passkey;
    const gone = (await addPasskey(ctx.app, login, phone)).json().passkey;

    const byPasskey = (await signInWithPasskey(ctx.app, phone)).json() as LoginResponse;
    const remove = () =>
      ctx.app.inject({ method: 'DELETE', url: `/api/passkeys/${gone.id}`, headers: ownHeaders(byPasskey) });
    expect((await remove()).json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });
    await confirmPassword(ctx.app, byPasskey);
    expect((await remove()).json()).toEqual({ success: true });
    expect((await remove()).statusCode).toBe(404);
    expect((await listOf(byPasskey)).passkeys.map((p) => p.id)).toEqual([kept.id]);

    const [audit] = await auditOf('passkey.removed');
    expect(audit).toMatchObject({
      entity: 'passkey',
      entityId: String(gone.id),
      details: { name: 'Chrome on Android' },
    });
    const refused = await signInWithPasskey(ctx.app, phone);
    expect(refused.json()).toMatchObject({ status: 400, code: 'PASSKEY_REJECTED' });
    expect((await signInWithPasskey(ctx.app, laptop)).statusCode).toBe(200);
  });
});
