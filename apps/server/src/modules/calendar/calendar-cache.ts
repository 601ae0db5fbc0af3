import type { CalendarQuery } from '@portal/contract';
import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import type { ReusedJson } from '../../http/compression.ts';
import { createNotifiedCache, type NotifiedCache } from '../../http/notified-cache.ts';
import { PROPERTY_CHANNEL } from '../../http/ownership.ts';

/** About 40 kB each (a screen of 125 days), at most 1,000 of them. */
export const CALENDAR_CACHE_MAX_ENTRIES = 1_000;
/**
 * And at most 32 MB of answer text a process: a range may be 400 days (about 120 kB), so an owner asking for many
 * long ranges cannot make the cache hold more. The compressed forms kept beside a text add about a fifth.
 */
export const CALENDAR_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Calendar answers as JSON text with their compressed forms (decision 059), by owner, property and range, dropped by
 * the property's notice.
 */
export type CalendarCache = NotifiedCache<ReusedJson>;

export function createCalendarCache(database: Database, ttlMs: number, log: FastifyBaseLogger): CalendarCache {
  return createNotifiedCache<ReusedJson>({
    database,
    channel: PROPERTY_CHANNEL,
    ttlMs,
    maxEntries: CALENDAR_CACHE_MAX_ENTRIES,
    maxBytes: CALENDAR_CACHE_MAX_BYTES,
    sizeOf: (answer) => answer.text.length,
    log,
  });
}

/** The owner is part of the key: an answer is only ever served to the owner it was built for. */
export const calendarCacheKey = (ownerId: number, query: CalendarQuery) =>
  `${ownerId} ${query.listingId} ${query.from} ${query.to}`;

/** The spec's forceUpdate: the answer is read from the database, not from the cache. */
export const isForced = (query: CalendarQuery) => query.forceUpdate === 'true' || query.forceUpdate === '1';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's calendar cache (its size and invalidations are what tests observe). */
    calendarCache: CalendarCache;
  }
}
