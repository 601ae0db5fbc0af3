import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@portal/contract';
import type { StaffLoginResponse } from '@portal/contract/staff';
import { hashPassword, pgErrorCode, schema } from '@portal/db';
import { DEMO_STAFF } from '@portal/db/seed';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { OperationError, runOperation } from '../src/modules/admin/operations.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { addPasskey, confirmPassword, newAuthenticator, PUBLIC_URL, signInWithPasskey } from './helpers/passkeys.ts';
import { useSecondInstance } from './helpers/second-instance.ts';
import { staffPasswordStep, totpCode } from './helpers/staff-second-factor.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { NOW } from './owner-stays-fixtures.ts';

/**
 * The staff console's second factor (decision 091): enrolment forced at the first sign-in, TOTP codes used once,
 * recovery codes used once, attempts limited, passkeys of staff apart from owners', the admin CLI's reset.
 */
const NEW_STAFF = { email: 'nina@example.com', password: 'Nina#2026x' };
const ctx = useTestApp({
  seeded: true,
  now: NOW,
  env: { PUBLIC_URL },
  setup: async ({ database }) => {
    await database.db
      .insert(schema.staff)
      .values({ email: NEW_STAFF.email, fullName: 'Nina New', passwordHash: await hashPassword(NEW_STAFF.password) });
  },
});
const limited = useSecondInstance(ctx, { PUBLIC_URL, RATE_LIMITS: 'on' }, NOW);

const post = (url: string, payload: object, app = ctx.app) => app.inject({ method: 'POST', url, payload });

async function pendingOf(email: string, password: string): Promise<StaffLoginResponse> {
  const response = await staffPasswordStep(ctx.app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const demoPending = () => pendingOf(DEMO_STAFF.email, DEMO_STAFF.password);
const newPending = () => pendingOf(NEW_STAFF.email, NEW_STAFF.password);

const passTotp = async (pendingToken: string, code: string) =>
  post('/api/staff/second-factor', { pendingToken, method: 'totp', code });
const demoCode = (steps = 0) => totpCode(DEMO_STAFF.totpSecret, ctx.clock.now(), steps);

function expectCode(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code });
}

/** The new member's first sign-in: the app's secret, its first code; the session and the ten recovery codes. */
async function enrolTotp() {
  const { pendingToken } = await newPending();
  const started = await post('/api/staff/enrolment/start', { pendingToken, method: 'totp' });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json() as { secret: string };
  const finished = await post('/api/staff/enrolment/finish', {
    pendingToken,
    method: 'totp',
    code: await totpCode(secret, ctx.clock.now()),
  });
  expect(finished.statusCode, finished.body).toBe(200);
  return { secret, pendingToken, ...(finished.json() as { session: { token: string }; recoveryCodes: string[] }) };
}

const ownerId = async (email: string) => {
  const [row] = await ctx.database.db.select().from(schema.owners).where(eq(schema.owners.email, email));
  return row?.id ?? 0;
};

describe('the password alone opens nothing', () => {
  it('gives a pending token that no staff route accepts: no login-as-owner link without the second factor', async () => {
    const demo = await demoPending();
    expect(demo).toMatchObject({ stage: 'second_factor', method: 'totp', staff: { email: DEMO_STAFF.email } });
    const fresh = await newPending();
    expect(fresh).toMatchObject({ stage: 'enrol', staff: { email: NEW_STAFF.email } });
    const owner = await ownerId('owner@example.com');
    for (const { pendingToken } of [demo, fresh]) {
      for (const [method, url] of [
        ['POST', `/api/staff/owners/${owner}/login-link`],
        ['GET', '/api/staff/me'],
        ['GET', '/api/staff/audit'],
      ] as const) {
        const response = await ctx.app.inject({ method, url, headers: bearer(pendingToken) });
        expectCode(response, 401, 'UNAUTHENTICATED');
      }
    }
    const links = await ctx.database.db
      .select()
      .from(schema.authTokens)
      .where(eq(schema.authTokens.kind, 'admin_login'));
    expect(links).toEqual([]);
  });

  it('the database itself refuses a staff session that names no second factor', async () => {
    const [member] = await ctx.database.db.select().from(schema.staff).where(eq(schema.staff.email, DEMO_STAFF.email));
    const insert = ctx.database.db.insert(schema.authTokens).values({
      staffId: member?.id ?? 0,
      kind: 'staff_session',
      tokenHash: hashToken('no-second-factor'),
      expiresAt: new Date(NOW.getTime() + 60_000),
    });
    const error = await insert.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(pgErrorCode(error)).toBe('23514');
  });

  it('the pending token lasts 10 minutes and opens one session', async () => {
    const { pendingToken } = await demoPending();
    ctx.clock.advance(10 * 60_000 + 1_000);
    expectCode(await passTotp(pendingToken, await demoCode()), 400, 'TOKEN_INVALID');
    const again = await demoPending();
    expect((await passTotp(again.pendingToken, await demoCode())).statusCode).toBe(200);
    expectCode(await passTotp(again.pendingToken, await demoCode(1)), 400, 'TOKEN_INVALID');
  });
});

describe('enrolment at the first sign-in', () => {
  it('cannot be skipped: without an enrolled factor there is no second-factor step to pass', async () => {
    const { pendingToken } = await newPending();
    expectCode(await passTotp(pendingToken, '123456'), 409, 'SECOND_FACTOR_NOT_ENROLLED');
    expectCode(
      await post('/api/staff/second-factor', { pendingToken, method: 'recovery_code', code: 'abcd-efgh-ijkl-mnop' }),
      409,
      'SECOND_FACTOR_NOT_ENROLLED',
    );
  });

  it('an authenticator app: the secret is sealed, the first code confirms it, ten recovery codes once, audited', async () => {
    const { pendingToken } = await newPending();
    const started = (await post('/api/staff/enrolment/start', { pendingToken, method: 'totp' })).json();
    expect(started.uri).toBe(
      `otpauth://totp/Owner%20portal:nina%40example.com?secret=${started.secret}&issuer=Owner%20portal`,
    );
    const [stored] = await ctx.database.db
      .select({ factor: schema.staffSecondFactors })
      .from(schema.staffSecondFactors)
      .innerJoin(schema.staff, eq(schema.staff.id, schema.staffSecondFactors.staffId))
      .where(eq(schema.staff.email, NEW_STAFF.email))
      .then((rows) => rows.map((row) => row.factor));
    expect(stored?.totpSecretSealed).toMatch(/^v1\./);
    expect(stored?.totpSecretSealed).not.toContain(started.secret);
    expect(stored?.confirmedAt).toBeNull();

    expectCode(
      await post('/api/staff/enrolment/finish', { pendingToken, method: 'totp', code: '000000' }),
      401,
      'INVALID_SECOND_FACTOR',
    );
    const finished = await post('/api/staff/enrolment/finish', {
      pendingToken,
      method: 'totp',
      code: await totpCode(started.secret, ctx.clock.now()),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const { session, recoveryCodes } = finished.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const hashes = await ctx.database.db.select().from(schema.staffRecoveryCodes);
    expect(hashes).toHaveLength(10);
    const plain = recoveryCodes.map((code: string) => code.replaceAll('-', ''));
    expect(hashes.map((row) => row.codeHash).sort()).toEqual(plain.map(hashToken).sort());
    expect(JSON.stringify(hashes)).not.toContain(plain[0]);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(session.token) });
    expect(me.json()).toMatchObject({ email: NEW_STAFF.email });
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/owners/${await ownerId('owner@example.com')}/login-link`,
      headers: bearer(session.token),
    });
    expect(link.statusCode, link.body).toBe(200);

    const [audit] = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'staff_second_factor.enrolled'));
    expect(audit).toMatchObject({
      actorKind: 'staff',
      actorLabel: NEW_STAFF.email,
      entity: 'staff',
      details: { method: 'totp' },
    });
    // The code that confirmed the enrolment does not sign in again.
    const next = await newPending();
    expect(next.stage).toBe('second_factor');
    expectCode(
      await passTotp(next.pendingToken, await totpCode(started.secret, ctx.clock.now())),
      401,
      'INVALID_SECOND_FACTOR',
    );
    expectCode(
      await post('/api/staff/enrolment/start', { pendingToken: next.pendingToken, method: 'totp' }),
      409,
      'SECOND_FACTOR_ALREADY_ENROLLED',
    );
  });
});

describe('TOTP codes', () => {
  it('are accepted one step either side of the clock, never twice, and never an older one after a newer', async () => {
    const first = await demoPending();
    expect((await passTotp(first.pendingToken, await demoCode())).statusCode).toBe(200);
    // The same code within its window: refused.
    const reuse = await demoPending();
    expectCode(await passTotp(reuse.pendingToken, await demoCode()), 401, 'INVALID_SECOND_FACTOR');
    // The code before it: older than the one used, refused.
    expectCode(await passTotp(reuse.pendingToken, await demoCode(-1)), 401, 'INVALID_SECOND_FACTOR');
    // Two steps away: outside the window.
    expectCode(await passTotp(reuse.pendingToken, await demoCode(2)), 401, 'INVALID_SECOND_FACTOR');
    ctx.clock.advance(30_000);
    expect((await passTotp(reuse.pendingToken, await demoCode())).statusCode).toBe(200);
  });

  it('one code sent twice at once opens one session', async () => {
    const [a, b] = await Promise.all([demoPending(), demoPending()]);
    const code = await demoCode();
    const results = await Promise.all([passTotp(a.pendingToken, code), passTotp(b.pendingToken, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('brute force: five wrong codes lock the second factor for 15 minutes, the right code included', async () => {
    const { pendingToken } = await demoPending();
    const right = await demoCode();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectCode(await passTotp(pendingToken, wrong), 401, 'INVALID_SECOND_FACTOR');
    const locked = await passTotp(pendingToken, right);
    expectCode(locked, 429, 'TOO_MANY_FAILED_LOGIN_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A recovery code is no way around it either.
    expectCode(
      await post('/api/staff/second-factor', { pendingToken, method: 'recovery_code', code: 'aaaa-aaaa-aaaa-aaaa' }),
      429,
      'TOO_MANY_FAILED_LOGIN_ATTEMPTS',
    );
    ctx.clock.advance(15 * 60_000 + 1_000);
    const later = await demoPending();
    expect((await passTotp(later.pendingToken, await demoCode())).statusCode).toBe(200);
  });

  it('brute force from one address: the sign-in limit per address counts these calls too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await post(
        '/api/staff/second-factor',
        { pendingToken: `x${i}`, method: 'totp', code: '000000' },
        limited.app,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('recovery codes', () => {
  it('each signs in once, says how many are left, and is audited', async () => {
    const { recoveryCodes } = await enrolTotp();
    const code = recoveryCodes[3] ?? '';
    const first = await newPending();
    const used = await post('/api/staff/second-factor', {
      pendingToken: first.pendingToken,
      method: 'recovery_code',
      code: code.toUpperCase().replaceAll('-', ' '),
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ recoveryCodesLeft: 9, staff: { email: NEW_STAFF.email } });
    const again = await newPending();
    expectCode(
      await post('/api/staff/second-factor', { pendingToken: again.pendingToken, method: 'recovery_code', code }),
      401,
      'INVALID_SECOND_FACTOR',
    );
    const audits = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'staff_second_factor.recovery_code_used'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorLabel: NEW_STAFF.email, details: { left: 9 } });
  });
});

describe('a passkey as the staff second factor', () => {
  async function enrolPasskey(authenticator = newAuthenticator()) {
    const { pendingToken } = await newPending();
    const started = (await post('/api/staff/enrolment/start', { pendingToken, method: 'passkey' })).json();
    expect(started.options).toMatchObject({ rp: { id: 'portal.example.test' }, user: { name: NEW_STAFF.email } });
    const response = authenticator.register(started.options as PasskeyCreationOptions);
    const finished = await post('/api/staff/enrolment/finish', {
      pendingToken,
      method: 'passkey',
      name: 'Office key',
      response,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    return authenticator;
  }

  async function passkeyStep(authenticator: ReturnType<typeof newAuthenticator>) {
    const { pendingToken, ...rest } = await newPending();
    expect(rest).toMatchObject({ stage: 'second_factor', method: 'passkey' });
    const options = (await post('/api/staff/second-factor/options', { pendingToken })).json() as PasskeyRequestOptions;
    return { pendingToken, options, answer: authenticator.authenticate(options.challenge) };
  }

  it('enrols, signs in with it (audited), and its counter must move forward', async () => {
    const key = await enrolPasskey();
    const { pendingToken, options, answer } = await passkeyStep(key);
    expect(options.allowCredentials).toEqual([{ id: key.credentialId, type: 'public-key', transports: ['internal'] }]);
    const passed = await post('/api/staff/second-factor', { pendingToken, method: 'passkey', response: answer });
    expect(passed.statusCode, passed.body).toBe(200);
    const [audit] = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'passkey.signed_in'))
      .orderBy(desc(schema.auditLog.id));
    expect(audit).toMatchObject({ actorKind: 'staff', actorLabel: NEW_STAFF.email, entity: 'passkey' });

    const replay = await newPending();
    expectCode(
      await post('/api/staff/second-factor', {
        pendingToken: replay.pendingToken,
        method: 'passkey',
        response: answer,
      }),
      401,
      'INVALID_SECOND_FACTOR',
    );
    const backwards = await newPending();
    const fresh = (await post('/api/staff/second-factor/options', { pendingToken: backwards.pendingToken })).json();
    const cloned = key.authenticate(fresh.challenge, { counter: 0 });
    expectCode(
      await post('/api/staff/second-factor', {
        pendingToken: backwards.pendingToken,
        method: 'passkey',
        response: cloned,
      }),
      401,
      'INVALID_SECOND_FACTOR',
    );
  });

  it('an owner’s passkey is no staff second factor, and a staff passkey signs no owner in', async () => {
    const staffKey = await enrolPasskey();
    const owner = await signIn(ctx.app, 'owner@example.com');
    await confirmPassword(ctx.app, owner);
    const ownerKey = newAuthenticator();
    await addPasskey(ctx.app, owner, ownerKey);

    const { pendingToken, options } = await passkeyStep(staffKey);
    const foreign = ownerKey.authenticate(options.challenge);
    expectCode(
      await post('/api/staff/second-factor', { pendingToken, method: 'passkey', response: foreign }),
      401,
      'INVALID_SECOND_FACTOR',
    );
    expectCode(await signInWithPasskey(ctx.app, staffKey), 400, 'PASSKEY_REJECTED');
  });
});

describe('the admin CLI resets a second factor', () => {
  const run = (input: unknown) =>
    runOperation(
      { db: ctx.database.db, now: ctx.clock.now(), config: loadConfig({ PUBLIC_URL }) },
      'reset-second-factor',
      input,
    );

  it('removes factor, recovery codes and passkeys, ends the sessions, is audited; the next sign-in enrols', async () => {
    const { session } = await enrolTotp();
    const result = await run({ email: 'NINA@example.com', operator: 'Jane Ops' });
    expect(result).toEqual({ email: NEW_STAFF.email, hadSecondFactor: true });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(401);
    const [member] = await ctx.database.db.select().from(schema.staff).where(eq(schema.staff.email, NEW_STAFF.email));
    const left = await Promise.all([
      ctx.database.db
        .select()
        .from(schema.staffSecondFactors)
        .where(eq(schema.staffSecondFactors.staffId, member?.id ?? 0)),
      ctx.database.db
        .select()
        .from(schema.staffRecoveryCodes)
        .where(eq(schema.staffRecoveryCodes.staffId, member?.id ?? 0)),
    ]);
    expect(left).toEqual([[], []]);
    const [audit] = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'staff_second_factor.reset')));
    expect(audit).toMatchObject({
      actorKind: 'system',
      actorLabel: 'admin CLI: Jane Ops',
      entity: 'staff',
      entityId: String(member?.id),
      details: { email: NEW_STAFF.email, method: 'totp' },
    });
    expect((await newPending()).stage).toBe('enrol');
  });

  it('names an unknown e-mail and changes nothing', async () => {
    await expect(run({ email: 'ghost@example.com', operator: 'Jane Ops' })).rejects.toThrow(OperationError);
    await expect(run({ email: 'ghost@example.com', operator: 'Jane Ops' })).rejects.toThrow(
      'No staff member with the e-mail ghost@example.com',
    );
  });
});
