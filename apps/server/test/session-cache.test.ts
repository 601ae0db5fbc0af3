import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens.ts';
import type { App } from '../src/types.ts';
import { ownHeaders, signIn, tables } from './helpers/auth.ts';
import { heardBy, useSecondInstance } from './helpers/second-instance.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * Decision 056 on both databases: two app instances share one database, each with its own session cache; a
 * revocation made through one is seen by the other through the database's notification, within a second. The clocks
 * are frozen, so the cache's own time to live never runs out here: only the notification can drop an entry.
 */
const NOW = new Date('2026-03-10T08:00:00Z');
const CACHE = { SESSION_CACHE_MS: '1000' };
const ctx = useTestApp({ seeded: true, env: CACHE, now: NOW });
const instance = useSecondInstance(ctx, CACHE, NOW);

/** Resolves when `app` hears that token `tokenId` changed; fails the test after a second. */
const invalidationSeenBy = (app: App, tokenId: number) => heardBy(app.sessionCache, `token:${tokenId}`);

async function tokenIdOf(token: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: tables.authTokens.id })
    .from(tables.authTokens)
    .where(eq(tables.authTokens.tokenHash, hashToken(token)));
  return row?.id ?? 0;
}

const properties = (app: App, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/properties', headers });

describe('the session cache across app instances (decision 056)', () => {
  it('a sign-out through one instance is refused by another within a second', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const headers = ownHeaders(login);
    expect((await properties(instance.app, headers)).statusCode).toBe(200);
    expect(instance.app.sessionCache.size()).toBe(1);

    const heard = invalidationSeenBy(instance.app, await tokenIdOf(login.token));
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers, payload: {} });
    expect(logout.statusCode).toBe(200);
    await heard;

    expect(instance.app.sessionCache.size()).toBe(0);
    expect((await properties(instance.app, headers)).json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('a revocation written by another writer (no request of either instance) reaches both caches', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const headers = ownHeaders(login);
    expect((await properties(ctx.app, headers)).statusCode).toBe(200);
    expect((await properties(instance.app, headers)).statusCode).toBe(200);

    const tokenId = await tokenIdOf(login.token);
    const heardFirst = invalidationSeenBy(ctx.app, tokenId);
    const heardSecond = invalidationSeenBy(instance.app, tokenId);
    await ctx.database.db
      .update(tables.authTokens)
      .set({ revokedAt: NOW })
      .where(eq(tables.authTokens.ownerId, login.user.userId));
    await Promise.all([heardFirst, heardSecond]);

    expect((await properties(ctx.app, headers)).statusCode).toBe(401);
    expect((await properties(instance.app, headers)).statusCode).toBe(401);
  });

  it('the instance that signs out refuses the token on the very next request, before any notification', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const headers = ownHeaders(login);
    expect((await properties(ctx.app, headers)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers, payload: {} });
    expect((await properties(ctx.app, headers)).statusCode).toBe(401);
  });

  it('a cached session answers another owner nothing of theirs', async () => {
    const owner = await signIn(ctx.app, 'owner@example.com');
    const other = await signIn(ctx.app, 'legacy@example.com');
    const mine = (await properties(ctx.app, ownHeaders(owner))).json() as { properties: { id: number }[] };
    const theirs = (await properties(ctx.app, ownHeaders(other))).json() as { properties: { id: number }[] };
    // Asked again: both answered from the cache now, each still with its own portfolio.
    expect((await properties(ctx.app, ownHeaders(owner))).json()).toEqual(mine);
    expect((await properties(ctx.app, ownHeaders(other))).json()).toEqual(theirs);
    const ids = new Set(mine.properties.map((property) => property.id));
    expect(theirs.properties.some((property) => ids.has(property.id))).toBe(false);
  });
});
