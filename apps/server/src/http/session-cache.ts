import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import { createNotifiedCache, type NotifiedCache } from './notified-cache.ts';
import type { Principal } from './principal.ts';

/**
 * The channel the triggers of migration 0019 notify on when a session may have changed: `token:<id>` (revoked,
 * expiry moved, deleted), `owner:<id>` / `staff:<id>` (e-mail, status, disabled, deleted), `all` (a table truncated).
 */
export const SESSION_CHANNEL = 'portal_sessions';
/** Enough for every owner active in the last second of a large company; the oldest entry goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The generic cache, storing a principal until its token's expiry at the latest. */
export interface SessionCache extends Omit<NotifiedCache<Principal>, 'store'> {
  store(key: string, started: number, principal: Principal, expiresAt: Date, now: Date): void;
}

/** The notices of migration 0019 that drop a principal: its token's, and its owner's or staff member's. */
function tagsOf(principal: Principal): string[] {
  const holder = principal.kind === 'owner' ? `owner:${principal.ownerId}` : `staff:${principal.staffId}`;
  return [`token:${principal.tokenId}`, holder];
}

/**
 * A small bounded cache of credential → principal (decision 056). A hit costs no database round trip; it is dropped
 * by the database's own notifications (any process), by any write request of this process, and after `ttlMs`
 * (never used past the token's expiry). With `ttlMs` 0 it caches nothing.
 */
export function createSessionCache(database: Database, ttlMs: number, log: FastifyBaseLogger): SessionCache {
  const cache = createNotifiedCache<Principal>({
    database,
    channel: SESSION_CHANNEL,
    ttlMs,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
    log,
  });
  return {
    ...cache,
    store: (key, started, principal, expiresAt, now) =>
      cache.store(key, started, principal, tagsOf(principal), now, expiresAt.getTime()),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's session cache (its size and invalidations are what tests observe). */
    sessionCache: SessionCache;
  }
}
