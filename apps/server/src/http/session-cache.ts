import type { Database, Unlisten } from '@portal/db';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from './principal.ts';

/**
 * The channel the triggers of migration 0019 notify on when a session may have changed: `token:<id>` (revoked,
 * expiry moved, deleted), `owner:<id>` / `staff:<id>` (e-mail, status, disabled, deleted), `all` (a table truncated).
 */
export const SESSION_CHANNEL = 'portal_sessions';
/** Enough for every owner active in the last second of a large company; the oldest entry goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  principal: Principal;
  /** When the entry stops being used: the token's expiry or the cache's time to live, whichever is first. */
  validUntil: number;
}

export interface SessionCache {
  /** The principal cached for a credential key, or undefined: look it up in the database. */
  get(key: string, now: Date): Principal | undefined;
  /** Marks the start of a lookup; `store` keeps its result only if nothing that may revoke ran meanwhile. */
  begin(): number;
  store(key: string, started: number, principal: Principal, expiresAt: Date, now: Date): void;
  /** A write request of this process begins or ends: entries cached before it are not used again. */
  bumpGeneration(): void;
  /** Resolves at the next invalidation that came from the database (tests wait on it instead of sleeping). */
  nextInvalidation(): Promise<string>;
  /** Listens on SESSION_CHANNEL; until it listens (and after a lost connection) nothing is cached. */
  start(): Promise<void>;
  close(): Promise<void>;
  size(): number;
}

/**
 * A small bounded cache of credential → principal (decision 056). A hit costs no database round trip; it is dropped
 * by the database's own notifications (any process), by any write request of this process, and after `ttlMs`.
 * With `ttlMs` 0 it caches nothing.
 */
export function createSessionCache(database: Database, ttlMs: number, log: FastifyBaseLogger): SessionCache {
  const entries = new Map<string, Entry>();
  const waiters: ((payload: string) => void)[] = [];
  // Moves with every write request and every invalidation: a lookup that overlapped one is not stored.
  let generation = 0;
  let isListening = false;
  let unlisten: Unlisten | null = null;

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  function invalidate(payload: string): void {
    generation += 1;
    const [kind, id] = payload.split(':');
    if (kind === 'all' || id === undefined) {
      entries.clear();
    } else {
      for (const [key, entry] of entries) {
        const { principal } = entry;
        const isMatch =
          (kind === 'token' && String(principal.tokenId) === id) ||
          (kind === 'owner' && principal.kind === 'owner' && String(principal.ownerId) === id) ||
          (kind === 'staff' && principal.kind === 'staff' && String(principal.staffId) === id);
        if (isMatch) entries.delete(key);
      }
    }
    for (const waiter of waiters.splice(0)) waiter(payload);
  }

  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now.getTime() >= entry.validUntil) {
        entries.delete(key);
        return undefined;
      }
      return entry.principal;
    },
    begin: () => generation,
    store(key, started, principal, expiresAt, now) {
      if (ttlMs <= 0 || !isListening || started !== generation) return;
      if (entries.size >= SESSION_CACHE_MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const validUntil = Math.min(expiresAt.getTime(), now.getTime() + ttlMs);
      entries.set(key, { principal, validUntil });
    },
    bumpGeneration: clear,
    nextInvalidation: () => new Promise((resolve) => waiters.push(resolve)),
    async start() {
      if (ttlMs <= 0) return;
      unlisten = await database.listen(SESSION_CHANNEL, {
        onNotify: invalidate,
        // Notifications sent while the connection was down are lost: forget everything.
        onReconnect: () => {
          log.warn('session cache cleared: the database connection for its notifications was lost');
          clear();
        },
      });
      isListening = true;
    },
    async close() {
      isListening = false;
      clear();
      // A database already closed (or lost) has nothing left to stop listening to.
      await unlisten?.().catch(() => undefined);
    },
    size: () => entries.size,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's session cache (its size and invalidations are what tests observe). */
    sessionCache: SessionCache;
  }
  interface FastifyContextConfig {
    /** A POST that only reads (statistics, statement lists): it cannot revoke a session, so it keeps the cache. */
    isReadOnly?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write request of this process may revoke sessions (sign-out, password change, a staff action): the cache is
 * emptied when it begins and when it ends, so the next request is checked against the database at once, without
 * waiting for the notification.
 */
export function dropSessionsOnWrites(app: FastifyInstance, sessions: SessionCache): void {
  app.decorate('sessionCache', sessions);
  const isWrite = (request: FastifyRequest) =>
    !SAFE_METHODS.has(request.method) && request.routeOptions.config?.isReadOnly !== true;
  app.addHook('onRequest', async (request) => {
    if (isWrite(request)) sessions.bumpGeneration();
  });
  app.addHook('onResponse', async (request) => {
    if (isWrite(request)) sessions.bumpGeneration();
  });
}
