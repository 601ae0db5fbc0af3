import type { CalendarFeedCreated, LoginResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { ADMIN_TOKEN_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { mintAdminLoginLink } from '../src/modules/auth/admin-link.ts';
import { REFRESH_TTL_MS, SESSION_TTL_MS } from '../src/modules/auth/token-repo.ts';
import { STAFF_SESSION_TTL_MS } from '../src/modules/staff/second-factor/session.ts';
import { bearer, DEMO_PASSWORD, ownHeaders, signIn } from './helpers/auth.ts';
import { signInDemoStaff } from './helpers/staff-second-factor.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { NOW, propertyIdOf } from './owner-stays-fixtures.ts';

/**
 * A revoked and an expired token is refused by every surface that takes one. Each
 * row mints a fresh token the way the product does, shows it works, takes it out of circulation the way the product
 * does (sign-out, rotation, single use, regeneration), and shows it is refused; then lets the clock pass its lifetime.
 * Tokens are looked up by the SHA-256 of the presented value (docs/security.md, "How tokens are compared").
 */
const PORDAL_ACCESS_TTL_SECONDS = 600;
const OWNER = 'owner@example.com';
let legacyStayId = 0;
let marina = 0;
const ctx = useTestApp({
  seeded: true,
  now: NOW,
  env: { PUBLIC_URL: 'https://portal.example.test', PORDAL_ACCESS_TTL_SECONDS: String(PORDAL_ACCESS_TTL_SECONDS) },
  setup: async (ctx) => {
    marina = await propertyIdOf(ctx, 'Marina Gate 1204');
    // An owner stay of the owner on a legacy-system property: what the legacy token reads.
    const [stay] = await ctx.database.db
      .select({ id: schema.stays.id })
      .from(schema.stays)
      .innerJoin(schema.properties, eq(schema.properties.id, schema.stays.propertyId))
      .innerJoin(schema.owners, eq(schema.owners.id, schema.properties.ownerId))
      .where(and(eq(schema.owners.email, OWNER), eq(schema.properties.isPordal, false), eq(schema.stays.kind, 'owner')))
      .limit(1);
    if (!stay) throw new Error('the owner needs an owner stay on a legacy property');
    legacyStayId = stay.id;
  },
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const login = () => signIn(ctx.app, OWNER);

interface TokenSurface {
  name: string;
  /** A new token, minted the way the product mints it. */
  mint(): Promise<string>;
  /** Presents the token where it is taken. */
  use(token: string): Promise<LightMyRequestResponse>;
  /** The answer a live token gets. */
  accepted: number;
  /** The answer a dead token gets: status and code (or body). */
  refused: { status: number; code?: string; title?: string };
  /** Takes a live token out of circulation, as the product does. */
  revoke(token: string): Promise<void>;
  /** How long a token lives; null when it lives until it is revoked. */
  ttlMs: number | null;
  /**
   * A second live token for the expiry test's control, when using one token of the owner ends the others (a password
   * reset signs every other credential out): minted for another owner.
   */
  mintControl?(): Promise<string>;
}

/** The owner's sign-in, kept by token so a revocation can send the pordal tokens that belong with it. */
const signIns = new Map<string, LoginResponse>();
const signedIn = async (pick: (login: LoginResponse) => string | undefined) => {
  const session = await login();
  const token = pick(session);
  if (!token) throw new Error(`${OWNER} lacks a token`);
  signIns.set(token, session);
  return token;
};
const sessionOf = (token: string) => {
  const session = signIns.get(token);
  if (!session) throw new Error('unknown sign-in');
  return session;
};
const SURFACES: TokenSurface[] = [
  {
    name: 'owner API session (Basic ownerId:token)',
    mint: () => signedIn((s) => s.token),
    use: (token) => get('/api/properties', ownHeaders({ ...sessionOf(token), token })),
    accepted: 200,
    refused: { status: 401, code: 'UNAUTHENTICATED' },
    revoke: async (token) => {
      const out = await post('/api/logout', {}, ownHeaders({ ...sessionOf(token), token }));
      expect(out.statusCode, out.body).toBeLessThan(300);
    },
    ttlMs: SESSION_TTL_MS,
  },
  {
    name: 'pordal access token (Bearer)',
    mint: () => signedIn((s) => s.access_token ?? undefined),
    use: (token) => get('/api/pordal/owner-profile', bearer(token)),
    accepted: 200,
    refused: { status: 401, code: 'UNAUTHENTICATED' },
    // Signing out sends the pordal tokens along (what the web app does), and they stop with the session.
    revoke: async (token) => {
      const session = sessionOf(token);
      const out = await post('/api/logout', { access_token: token }, ownHeaders(session));
      expect(out.statusCode, out.body).toBeLessThan(300);
    },
    ttlMs: PORDAL_ACCESS_TTL_SECONDS * 1000,
  },
  {
    name: 'pordal refresh token (OAuth refresh grant)',
    mint: () => signedIn((s) => s.pordal?.refresh_token),
    use: (token) => post('/api/pordal/oauth', { grant_type: 'refresh_token', refresh_token: token }),
    accepted: 200,
    refused: { status: 400, title: 'invalid_grant' },
    // A refresh token is rotated: using it once takes it out of circulation.
    revoke: async (token) => {
      const rotated = await post('/api/pordal/oauth', { grant_type: 'refresh_token', refresh_token: token });
      expect(rotated.statusCode, rotated.body).toBe(200);
    },
    ttlMs: REFRESH_TTL_MS,
  },
  {
    name: 'legacy booking token (Bearer)',
    mint: () => signedIn((s) => s.guesty?.token),
    use: (token) => get(`/api/legacy/owners-reservations/${legacyStayId}`, bearer(token)),
    accepted: 200,
    refused: { status: 401, code: 'UNAUTHENTICATED' },
    revoke: async (token) => {
      const out = await post('/api/legacy/authenticate/revoke', {}, bearer(token));
      expect(out.statusCode, out.body).toBeLessThan(300);
    },
    ttlMs: SESSION_TTL_MS,
  },
  {
    name: 'staff console session (Bearer)',
    mint: async () => (await signInDemoStaff(ctx.app, ctx.database.db, ctx.clock.now())).token,
    use: (token) => get('/api/staff/me', bearer(token)),
    accepted: 200,
    refused: { status: 401, code: 'UNAUTHENTICATED' },
    revoke: async (token) => {
      const out = await post('/api/staff/logout', {}, bearer(token));
      expect(out.statusCode, out.body).toBeLessThan(300);
    },
    ttlMs: STAFF_SESSION_TTL_MS,
  },
  {
    name: 'admin login link token (single use)',
    mint: async () => {
      const minted = await mintAdminLoginLink(ctx.database.db, {
        email: OWNER,
        admin: 'Token Test',
        now: ctx.clock.now(),
        publicUrl: 'https://portal.example.test',
      });
      return minted?.link.split('/admin-login/')[1] ?? '';
    },
    use: (token) => post('/api/login_as_admin', { token }),
    accepted: 200,
    refused: { status: 400, code: 'TOKEN_INVALID' },
    revoke: async (token) => {
      const used = await post('/api/login_as_admin', { token });
      expect(used.statusCode, used.body).toBe(200);
    },
    ttlMs: ADMIN_TOKEN_TTL_MINUTES * 60_000,
  },
  {
    name: 'password reset token (single use)',
    mint: () => resetTokenFor(OWNER),
    mintControl: () => resetTokenFor('legacy@example.com'),
    use: async (token) => {
      const checked = await get(`/api/pordal/password/check-reset-token?token=${encodeURIComponent(token)}`);
      const reset = await post('/api/pordal/password/owner-reset', {
        token,
        password: DEMO_PASSWORD,
        passwordConfirm: DEMO_PASSWORD,
      });
      // The check and the reset must agree: a token the check calls valid is one the reset takes.
      expect(checked.json().valid, reset.body).toBe(reset.statusCode === 200);
      return reset;
    },
    accepted: 200,
    refused: { status: 400, code: 'TOKEN_INVALID' },
    revoke: async (token) => {
      const used = await post('/api/pordal/password/owner-reset', {
        token,
        password: DEMO_PASSWORD,
        passwordConfirm: DEMO_PASSWORD,
      });
      expect(used.statusCode, used.body).toBe(200);
    },
    ttlMs: RESET_TOKEN_TTL_MINUTES * 60_000,
  },
  {
    name: 'calendar feed token (revoked by regenerating the link)',
    mint: async () => {
      const session = await login();
      const created = await post('/api/calendar-feed', { propertyId: marina }, ownHeaders(session));
      expect(created.statusCode, created.body).toBeLessThan(300);
      const url = new URL((created.json() as CalendarFeedCreated).url);
      return url.pathname.slice('/ical/'.length, -'.ics'.length);
    },
    use: (token) => get(`/ical/${token}.ics`),
    accepted: 200,
    refused: { status: 404, code: 'NOT_FOUND' },
    revoke: async () => {
      const session = await login();
      const regenerated = await post('/api/calendar-feed', { propertyId: marina }, ownHeaders(session));
      expect(regenerated.statusCode, regenerated.body).toBeLessThan(300);
    },
    // A feed link lives until the owner regenerates or turns it off (decision 044): it has no expiry to pass.
    ttlMs: null,
  },
];

/** Tokens presented and how they were answered; printed as one summary line. */
const tally = { surfaces: new Set<string>(), live: 0, revoked: 0, expired: 0, wronglyAccepted: 0 };
afterAll(() => {
  console.info(
    `tokens (${ctx.database.kind}): ${tally.surfaces.size} kinds of token, ${tally.live} live ones accepted, ` +
      `${tally.revoked} revoked and ${tally.expired} expired ones refused, ${tally.wronglyAccepted} dead ones accepted`,
  );
});

async function expectRefused(surface: TokenSurface, token: string, why: 'revoked' | 'expired') {
  const response = await surface.use(token);
  if (response.statusCode === surface.accepted) tally.wronglyAccepted++;
  expect(response.statusCode, `${surface.name}, ${why}: ${response.body}`).toBe(surface.refused.status);
  expect(response.json()).toMatchObject(surface.refused);
  tally[why]++;
}

async function expectAccepted(surface: TokenSurface, token: string) {
  const response = await surface.use(token);
  expect(response.statusCode, `${surface.name}, live: ${response.body}`).toBe(surface.accepted);
  tally.live++;
  tally.surfaces.add(surface.name);
}

describe('a revoked or expired token is refused by every surface', () => {
  it.each(SURFACES)('$name: revoked', async (surface) => {
    const live = await surface.mint();
    await expectAccepted(surface, live);
    const revoked = await surface.mint();
    await surface.revoke(revoked);
    await expectRefused(surface, revoked, 'revoked');
  });

  it.each(SURFACES.filter((s) => s.ttlMs !== null))('$name: expired', async (surface) => {
    const ttl = surface.ttlMs ?? 0;
    const early = await (surface.mintControl ?? surface.mint)();
    const late = await surface.mint();
    ctx.clock.advance(ttl - 1000);
    await expectAccepted(surface, early);
    ctx.clock.advance(2000);
    await expectRefused(surface, late, 'expired');
  });
});

/** Asks for a reset of the owner's password and reads the token from the link the job queued. */
async function resetTokenFor(email: string): Promise<string> {
  await get(`/api/pordal/password/owner-forgot?email=${encodeURIComponent(email)}`);
  await ctx.app.runJobs();
  const [mail] = await ctx.database.db
    .select({ payload: schema.outbox.payload })
    .from(schema.outbox)
    .where(and(eq(schema.outbox.kind, 'password_reset'), eq(schema.outbox.toAddress, email)))
    .orderBy(desc(schema.outbox.id))
    .limit(1);
  return String(mail?.payload.link ?? '').split('/new-password/')[1] ?? '';
}
