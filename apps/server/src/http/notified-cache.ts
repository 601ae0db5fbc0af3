import type { Database, Unlisten } from '@portal/db';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A bounded per-process cache whose entries the database drops (decisions 056 and 059): triggers `pg_notify` a tag
 * on a channel whenever what an entry was built from changes, whoever writes; each process drops the entries carrying
 * that tag ('all' drops everything). A write request of this process drops everything when it begins and ends, and
 * an entry is used for at most `ttlMs` (0 caches nothing). Nothing here is needed by another process: a miss only
 * costs the database round trip the cache saves.
 */
export interface NotifiedCache<V> {
  /** The value cached under `key`, or undefined: build it from the database. */
  get(key: string, now: Date): V | undefined;
  /** Marks the start of a lookup; `store` keeps its result only if no invalidation or write ran meanwhile. */
  begin(): number;
  /** Keeps `value` until `validUntil` (ms) or `ttlMs` from now, whichever is first, dropped by any of `tags`. */
  store(key: string, started: number, value: V, tags: readonly string[], now: Date, validUntil?: number): void;
  /** A write request of this process begins or ends: entries cached before it are not used again. */
  bumpGeneration(): void;
  /**
   * Resolves when the database's notice `payload` arrives, from now on (tests wait on it instead of sleeping). Each
   * call waits on its own, so a notice among several of one transaction is not missed.
   */
  heard(payload: string): Promise<void>;
  /** Listens on the channel; until it listens (and after a lost connection) nothing is cached. */
  start(): Promise<void>;
  close(): Promise<void>;
  size(): number;
  /** The entries' sizes added up (0 without `sizeOf`). */
  bytes(): number;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  validUntil: number;
  bytes: number;
}

export interface NotifiedCacheOptions<V> {
  database: Database;
  /** The channel the triggers notify on. */
  channel: string;
  ttlMs: number;
  /** The oldest entry goes first beyond this. */
  maxEntries: number;
  /** With `sizeOf`: the oldest entries go first while the values' sizes add up to more than this. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  log: FastifyBaseLogger;
}

export function createNotifiedCache<V>(options: NotifiedCacheOptions<V>): NotifiedCache<V> {
  const { database, channel, ttlMs, maxEntries, log } = options;
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const sizeOf = options.sizeOf ?? (() => 0);
  const entries = new Map<string, Entry<V>>();
  let bytes = 0;
  const waiters = new Set<{ payload: string; resolve: () => void }>();
  // Moves with every write request and every invalidation: a lookup that overlapped one is not stored.
  let generation = 0;
  let isListening = false;
  let unlisten: Unlisten | null = null;

  const clear = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function invalidate(payload: string): void {
    generation += 1;
    if (payload === 'all') {
      entries.clear();
      bytes = 0;
    } else {
      for (const [key, entry] of entries) {
        if (entry.tags.includes(payload)) remove(key);
      }
    }
    for (const waiter of waiters) {
      if (waiter.payload !== payload) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  }

  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now.getTime() >= entry.validUntil) {
        remove(key);
        return undefined;
      }
      return entry.value;
    },
    begin: () => generation,
    store(key, started, value, tags, now, validUntil = Number.POSITIVE_INFINITY) {
      if (ttlMs <= 0 || !isListening || started !== generation) return;
      const size = sizeOf(value);
      if (size > maxBytes) return;
      remove(key);
      // The oldest entries go first (a Map keeps the order entries were set in).
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries && bytes + size <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { value, tags, validUntil: Math.min(validUntil, now.getTime() + ttlMs), bytes: size });
      bytes += size;
    },
    bumpGeneration: clear,
    heard: (payload) => new Promise((resolve) => waiters.add({ payload, resolve })),
    async start() {
      if (ttlMs <= 0) return;
      unlisten = await database.listen(channel, {
        onNotify: invalidate,
        // Notifications sent while the connection was down are lost: forget everything.
        onReconnect: () => {
          log.warn({ channel }, 'cache cleared: the database connection for its notifications was lost');
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
    bytes: () => bytes,
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (statistics, statement lists): it changes nothing, so it keeps the caches. */
    isReadOnly?: boolean;
    /** A GET that writes (the spec's GET /readnotification): it empties the caches like any other write. */
    isWrite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write request of this process may change what the caches hold (a sign-out, a password change, a block of dates,
 * a staff action): they are emptied when it begins and when it ends, so the next request reads the database at once,
 * without waiting for the notification.
 */
export function dropCachesOnWrites(
  app: FastifyInstance,
  caches: readonly Pick<NotifiedCache<unknown>, 'bumpGeneration'>[],
): void {
  const isWrite = (request: FastifyRequest) =>
    request.routeOptions.config?.isWrite === true ||
    (!SAFE_METHODS.has(request.method) && request.routeOptions.config?.isReadOnly !== true);
  const bump = async (request: FastifyRequest) => {
    if (isWrite(request)) for (const cache of caches) cache.bumpGeneration();
  };
  app.addHook('onRequest', bump);
  app.addHook('onResponse', bump);
}
