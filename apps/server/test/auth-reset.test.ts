import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { processResetRequests } from '../src/modules/auth/reset-service.ts';
import { countRows, DEMO_PASSWORD, openSecondConnection, signIn, tables } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const NEW_PASSWORD = 'Fresh#Start9';

const ctx = useTestApp({ seeded: true, env: { PUBLIC_URL: 'https://portal.example.test' } });

/** Reset requests for known and unknown e-mails, and resets refused or accepted; printed as one summary line. */
const tally = { known: 0, unknown: 0, sameAnswer: 0, resets: 0, accepted: 0, refused: 0 };
afterAll(() => {
  console.info(
    `password reset (${ctx.database.kind}): ${tally.known + tally.unknown} reset requests (${tally.known} known e-mails, ${tally.unknown} unknown; ` +
      `${tally.sameAnswer} answered exactly like the first), ${tally.resets} resets tried, ${tally.accepted} accepted, ` +
      `${tally.refused} refused (used, expired, unknown, weak, mismatched or equal to the token)`,
  );
});
const KNOWN = new Set(['owner@example.com', 'legacy@example.com', 'pordal@example.com']);
let firstAnswer: string | undefined;

const forgot = async (email: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/pordal/password/owner-forgot?email=${encodeURIComponent(email)}`,
  });
  if (KNOWN.has(email.trim().toLowerCase())) tally.known++;
  else tally.unknown++;
  const answer = `${response.statusCode} ${response.headers['content-type']} ${response.body}`;
  firstAnswer ??= answer;
  if (answer === firstAnswer) tally.sameAnswer++;
  return response;
};
const reset = async (payload: Record<string, unknown>) => {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/pordal/password/owner-reset', payload });
  tally.resets++;
  if (response.statusCode === 200) tally.accepted++;
  else tally.refused++;
  return response;
};
const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const check = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/pordal/password/check-reset-token?${query}` });

/** Requests a reset for the owner and returns the token from the link in the outbox. */
async function requestToken(email = 'owner@example.com'): Promise<string> {
  expect((await forgot(email)).json()).toEqual({ success: true });
  await ctx.app.runJobs();
  const rows = await ctx.database.db.select().from(tables.outbox).where(eq(tables.outbox.toAddress, email));
  const link = rows.at(-1)?.payload.link as string;
  return link.split('/new-password/')[1] ?? '';
}

async function expectOldPasswordStillWorks(email = 'owner@example.com') {
  expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);
}

describe('GET /api/pordal/password/owner-forgot', () => {
  it('queues a password_reset mail to the owner with a one-hour link to /new-password/{token}', async () => {
    const response = await forgot(' Owner@Example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    // The answer comes before any mail: the background job issues the token and queues the link.
    expect(await ctx.database.db.select().from(tables.outbox)).toHaveLength(0);
    expect(await ctx.app.runJobs()).toMatchObject({ 'reset-requests': 1 });
    const rows = await ctx.database.db.select().from(tables.outbox);
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    const link = mail?.payload.link as string;
    expect(link).toMatch(/^https:\/\/portal\.example\.test\/new-password\/[A-Za-z0-9_-]{43}$/);
    expect(mail).toMatchObject({ kind: 'password_reset', toAddress: 'owner@example.com', sentAt: null });
    expect(mail?.bodyText).toContain(link);
    const token = link.split('/new-password/')[1] ?? '';
    const [stored] = await ctx.database.db
      .select()
      .from(tables.authTokens)
      .where(eq(tables.authTokens.tokenHash, hashToken(token)));
    expect(stored?.kind).toBe('reset');
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBe(3600_000);
  });

  it('answers the same for an unknown e-mail and writes nothing', async () => {
    const before = await countRows(ctx, ['outbox', 'auth_tokens']);
    const response = await forgot('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await ctx.app.runJobs()).toMatchObject({ 'reset-requests': 1 });
    expect(await countRows(ctx, ['outbox', 'auth_tokens'])).toEqual(before);
  });
});

describe('the reset request tells nothing about accounts (decision 054)', () => {
  it('a known and an unknown e-mail get the same answer and the same single write; only the job differs', async () => {
    const tablesTouched = () => countRows(ctx, ['outbox', 'auth_tokens']);
    const waiting = async () => (await ctx.database.db.select().from(tables.resetRequests)).map((r) => r.email);
    const before = await tablesTouched();
    const known = await forgot('owner@example.com');
    const unknown = await forgot('nobody@example.com');
    expect({ status: unknown.statusCode, body: unknown.body, type: unknown.headers['content-type'] }).toEqual({
      status: known.statusCode,
      body: known.body,
      type: known.headers['content-type'],
    });
    expect(await waiting()).toEqual(['owner@example.com', 'nobody@example.com']);
    expect(await tablesTouched()).toEqual(before);
    await ctx.app.runJobs();
    expect(await waiting()).toEqual([]);
    expect(await tablesTouched()).toEqual({
      outbox: (before.outbox ?? 0) + 1,
      auth_tokens: (before.auth_tokens ?? 0) + 1,
    });
  });

  it('two job passes at once (two processes) handle every request exactly once', async () => {
    for (let i = 0; i < 25; i++) await forgot(i % 5 === 0 ? 'nobody@example.com' : 'owner@example.com');
    const connection = await openSecondConnection(ctx);
    try {
      const second = {
        db: connection.database.db,
        config: loadConfig({ LOG_LEVEL: 'silent' }),
        now: () => ctx.clock.now(),
      };
      const [a, b] = await Promise.all([processResetRequests(second), ctx.app.runJobs()]);
      const rest = await ctx.app.runJobs();
      expect(a + (b['reset-requests'] ?? 0) + (rest['reset-requests'] ?? 0)).toBe(25);
    } finally {
      await connection.close();
    }
    const mails = await ctx.database.db.select().from(tables.outbox).where(eq(tables.outbox.kind, 'password_reset'));
    expect(mails).toHaveLength(20);
    expect(await ctx.database.db.select().from(tables.resetRequests)).toEqual([]);
  });
});

describe('GET /api/pordal/password/check-reset-token', () => {
  it('says whether a link can still be used, for the account it was sent to', async () => {
    const token = await requestToken();
    expect((await check(`token=${token}`)).json()).toEqual({ valid: true });
    expect((await check(`token=${token}&account=owner%40example.com`)).json()).toEqual({ valid: true });
    expect((await check(`token=${token}&account=legacy%40example.com`)).json()).toEqual({ valid: false });
    expect((await check('token=unknown')).json()).toEqual({ valid: false });
    ctx.clock.advance(61 * 60_000);
    expect((await check(`token=${token}`)).json()).toEqual({ valid: false });
  });
});

describe('POST /api/pordal/password/owner-reset', () => {
  it('sets the new password, uses up the token and signs out every other session', async () => {
    const session = await signIn(ctx.app, 'owner@example.com');
    for (let i = 0; i < 3; i++) await login('owner@example.com', 'Wrong#2026');
    const token = await requestToken();

    const response = await reset({ token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(response.json()).toEqual({ success: true });

    expect((await login('owner@example.com', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('owner@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/pordal/oauth',
      payload: { grant_type: 'refresh_token', refresh_token: session.pordal?.refresh_token },
    });
    expect(refresh.json().title).toBe('invalid_grant');
    // The reset cleared the three earlier failures: four more wrong attempts still leave the account open.
    for (let i = 0; i < 4; i++) await login('owner@example.com', 'Wrong#2026');
    expect((await login('owner@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to use a token twice', async () => {
    const token = await requestToken();
    expect((await reset({ token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ token, password: 'Another#Pass7', passwordConfirm: 'Another#Pass7' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await login('owner@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token (after one hour) and keeps the old password', async () => {
    const token = await requestToken();
    ctx.clock.advance(61 * 60_000);
    const response = await reset({ token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    await expectOldPasswordStillWorks();
  });

  it('refuses a weak password with every strength issue, and keeps the old password and the token', async () => {
    const token = await requestToken();
    const response = await reset({ token, password: 'short.', passwordConfirm: 'short.' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('WEAK_PASSWORD');
    expect(body.validation.map((v: { code: string }) => v.code)).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NO_UPPERCASE',
      'PASSWORD_NO_DIGIT',
      'PASSWORD_NO_SPECIAL',
      'PASSWORD_HAS_DOT_OR_COMMA',
    ]);
    await expectOldPasswordStillWorks();
    expect((await check(`token=${token}`)).json()).toEqual({ valid: true });
  });

  it('refuses mismatched passwords and keeps the old password', async () => {
    const token = await requestToken();
    const response = await reset({ token, password: NEW_PASSWORD, passwordConfirm: 'Fresh#Start8' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PASSWORDS_DO_NOT_MATCH', detail: 'Passwords do not match' });
    await expectOldPasswordStillWorks();
  });

  it('refuses a password equal to the token', async () => {
    // A token that happens to satisfy the strength rule, planted directly so the case is deterministic.
    const [owner] = await ctx.database.db
      .select()
      .from(tables.owners)
      .where(eq(tables.owners.email, 'owner@example.com'));
    const token = 'Planted#Token2026';
    await ctx.database.db.insert(tables.authTokens).values({
      ownerId: owner?.id ?? 0,
      kind: 'reset',
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.clock.now().getTime() + 3600_000),
    });
    const response = await reset({ token, password: token, passwordConfirm: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_EQUALS_TOKEN');
    expect((await login('owner@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await reset({ token: 'nope', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });
});
