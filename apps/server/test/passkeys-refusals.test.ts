import type { LoginResponse, PasskeyCreationOptions } from '@portal/contract';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ownHeaders, signIn } from './helpers/auth.ts';
import {
  addPasskey,
  confirmPassword,
  newAuthenticator,
  PUBLIC_URL,
  postAssertion,
  RP,
  registrationOptions,
  signInOptions,
  signInWithPasskey,
} from './helpers/passkeys.ts';
import { useSecondInstance } from './helpers/second-instance.ts';
import type { SoftwareAuthenticator } from './helpers/software-authenticator.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { NOW } from './owner-stays-fixtures.ts';

/**
 * Hostile passkey answers (decision 090), each refused with PASSKEY_REJECTED and signing no one in: an assertion
 * replayed, a challenge used twice or expired, another origin or RP id, a signature counter going backwards, a user
 * not verified, and another owner's passkey or challenge.
 */
const ctx = useTestApp({ seeded: true, now: NOW, env: { PUBLIC_URL } });
const limited = useSecondInstance(ctx, { PUBLIC_URL, RATE_LIMITS: 'on' }, NOW);

let owner: LoginResponse;
let phone: SoftwareAuthenticator;
beforeEach(async () => {
  owner = await signIn(ctx.app, 'owner@example.com');
  await confirmPassword(ctx.app, owner);
  phone = newAuthenticator();
  const added = await addPasskey(ctx.app, owner, phone);
  expect(added.statusCode, added.body).toBe(200);
});

const expectRejected = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'PASSKEY_REJECTED' });
};

async function sessionsOf(email: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: schema.authTokens.id })
    .from(schema.authTokens)
    .innerJoin(schema.owners, eq(schema.owners.id, schema.authTokens.ownerId))
    .where(eq(schema.owners.email, email));
  return rows.length;
}

describe('signing in: refused answers', () => {
  it('an assertion sent a second time is refused, and the second try issues no token', async () => {
    const { challenge } = await signInOptions(ctx.app);
    const assertion = phone.authenticate(challenge);
    expect((await postAssertion(ctx.app, assertion)).statusCode).toBe(200);
    const tokens = await sessionsOf('owner@example.com');
    expectRejected(await postAssertion(ctx.app, assertion));
    expect(await sessionsOf('owner@example.com')).toBe(tokens);
  });

  it('a challenge answers once: a second, freshly signed answer to it is refused', async () => {
    const { challenge } = await signInOptions(ctx.app);
    expect((await postAssertion(ctx.app, phone.authenticate(challenge))).statusCode).toBe(200);
    expectRejected(await postAssertion(ctx.app, phone.authenticate(challenge)));
  });

  it('two answers to one challenge sent at once: one signs in', async () => {
    const { challenge } = await signInOptions(ctx.app);
    const laptop = newAuthenticator();
    await addPasskey(ctx.app, owner, laptop);
    const results = await Promise.all([
      postAssertion(ctx.app, phone.authenticate(challenge)),
      postAssertion(ctx.app, laptop.authenticate(challenge)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('a challenge lives 5 minutes; one never issued is refused', async () => {
    const { challenge } = await signInOptions(ctx.app);
    ctx.clock.advance(5 * 60_000 + 1_000);
    expectRejected(await postAssertion(ctx.app, phone.authenticate(challenge)));
    expectRejected(await postAssertion(ctx.app, phone.authenticate(Buffer.alloc(32, 7).toString('base64url'))));
  });

  it('an answer written for another origin or another RP id is refused, and the challenge is spent', async () => {
    const evilOrigin = await signInOptions(ctx.app);
    expectRejected(
      await postAssertion(ctx.app, phone.authenticate(evilOrigin.challenge, { origin: 'https://portal.evil.test' })),
    );
    // The refused answer used its challenge up: the right answer to it no longer signs in either.
    expectRejected(await postAssertion(ctx.app, phone.authenticate(evilOrigin.challenge)));
    expectRejected(await signInWithPasskey(ctx.app, phone, { rpId: 'evil.test' }));
    expectRejected(await signInWithPasskey(ctx.app, phone, { origin: 'http://portal.example.test' }));
    expect((await signInWithPasskey(ctx.app, phone)).statusCode).toBe(200);
  });

  it('a signature counter that goes backwards (or stands still) is a cloned authenticator: refused', async () => {
    expect((await signInWithPasskey(ctx.app, phone)).statusCode).toBe(200);
    expect((await signInWithPasskey(ctx.app, phone)).statusCode).toBe(200);
    const [stored] = await ctx.database.db.select().from(schema.webauthnCredentials);
    expect(stored?.counter).toBe(phone.counter);
    expectRejected(await signInWithPasskey(ctx.app, phone, { counter: phone.counter - 1 }));
    expectRejected(await signInWithPasskey(ctx.app, phone, { counter: phone.counter }));
    const [after] = await ctx.database.db.select().from(schema.webauthnCredentials);
    expect(after?.counter).toBe(stored?.counter);
    expect((await signInWithPasskey(ctx.app, phone)).statusCode).toBe(200);
  });

  it('an authenticator that keeps no counter (0 every time) still signs in; each challenge once', async () => {
    const synced = newAuthenticator({ countsSignatures: false });
    const other = await signIn(ctx.app, 'legacy@example.com');
    await confirmPassword(ctx.app, other);
    await addPasskey(ctx.app, other, synced);
    expect((await signInWithPasskey(ctx.app, synced)).statusCode).toBe(200);
    expect((await signInWithPasskey(ctx.app, synced)).statusCode).toBe(200);
  });

  it('a user the authenticator did not verify (no PIN, no biometrics) is refused', async () => {
    expectRejected(await signInWithPasskey(ctx.app, phone, { userVerified: false }));
  });

  it('another owner’s passkey with this owner’s user handle, or a signature by another key, signs no one in', async () => {
    const [mine] = await ctx.database.db.select().from(schema.webauthnCredentials);
    const other = await signIn(ctx.app, 'legacy@example.com');
    await confirmPassword(ctx.app, other);
    const theirs = newAuthenticator();
    await addPasskey(ctx.app, other, theirs);
    expectRejected(await signInWithPasskey(ctx.app, theirs, { userHandle: mine?.userHandle ?? '' }));

    // An attacker's own key presenting the owner's credential id: the signature does not verify.
    const forger = newAuthenticator();
    Object.assign(forger, { credentialId: phone.credentialId });
    expectRejected(await signInWithPasskey(ctx.app, forger, { userHandle: mine?.userHandle ?? '' }));
  });
});

describe('adding: refused answers', () => {
  it('an answer for another origin or RP id, or without user verification, adds nothing', async () => {
    for (const ceremony of [{ origin: 'https://portal.evil.test' }, { rpId: 'evil.test' }, { userVerified: false }]) {
      const refused = await addPasskey(ctx.app, owner, newAuthenticator(), { ceremony });
      expectRejected(refused);
    }
    expect(await ctx.database.db.select().from(schema.webauthnCredentials)).toHaveLength(1);
  });

  it('another owner’s registration challenge, or a sign-in challenge, cannot register a passkey', async () => {
    const other = await signIn(ctx.app, 'legacy@example.com');
    await confirmPassword(ctx.app, other);
    const theirOptions = (await registrationOptions(ctx.app, other)).json() as PasskeyCreationOptions;
    const stolen = newAuthenticator().register(theirOptions);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/passkeys',
      headers: ownHeaders(owner),
      payload: { name: 'Stolen', response: stolen },
    });
    expectRejected(response);

    const signInChallenge = await signInOptions(ctx.app);
    const wrongKind = newAuthenticator().register({ challenge: signInChallenge.challenge, user: theirOptions.user });
    expectRejected(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/passkeys',
        headers: ownHeaders(owner),
        payload: { name: 'Wrong', response: wrongKind },
      }),
    );
  });

  it('a passkey already registered, to anyone, is not registered again', async () => {
    const other = await signIn(ctx.app, 'legacy@example.com');
    await confirmPassword(ctx.app, other);
    const again = await addPasskey(ctx.app, other, phone);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PASSKEY_ALREADY_REGISTERED' });
  });
});

describe('removing: another owner’s passkey', () => {
  it('answers 404 like an unknown one and removes nothing', async () => {
    const [mine] = await ctx.database.db.select().from(schema.webauthnCredentials);
    const other = await signIn(ctx.app, 'legacy@example.com');
    await confirmPassword(ctx.app, other);
    const before = await ctx.database.db.select().from(schema.webauthnCredentials);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${mine?.id}`,
      headers: ownHeaders(other),
    });
    const unknown = await ctx.app.inject({ method: 'DELETE', url: '/api/passkeys/987654', headers: ownHeaders(other) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ...unknown.json(), detail: foreign.json().detail });
    expect(await ctx.database.db.select().from(schema.webauthnCredentials)).toEqual(before);
  });
});

describe('relying party', () => {
  it('is PUBLIC_URL: its host is the RP id in the options', async () => {
    expect(await signInOptions(ctx.app)).toMatchObject({ rpId: RP.rpId, userVerification: 'required' });
  });
});

describe('limits per address (decision 053)', () => {
  it('challenges: 60 in 10 minutes; sign-in answers: the sign-in limit of 30', async () => {
    const options: number[] = [];
    for (let i = 0; i < 61; i++) {
      options.push((await limited.app.inject({ method: 'POST', url: '/api/passkeys/sign-in/options' })).statusCode);
    }
    expect(options.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(options[60]).toBe(429);
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/passkeys/sign-in',
        payload: { response: phone.authenticate(Buffer.alloc(32, i).toString('base64url')) },
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
