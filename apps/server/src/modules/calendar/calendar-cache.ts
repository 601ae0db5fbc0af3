import type { CalendarQuery, ReservationsQuery } from '@portal/contract';
import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import { type ReusedJson, reusedJson } from '../../http/compression.ts';
import { createNotifiedCache, type NotifiedCache } from '../../http/notified-cache.ts';
import { PROPERTY_CHANNEL, propertyTag } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';

/** About 40 kB each (a screen of 125 days), at most 1,000 of them. */
export const CALENDAR_CACHE_MAX_ENTRIES = 1_000;
/**
 * And at most 32 MB of answer text a process: a range may be 400 days (about 120 kB), so an owner asking for many
 * long ranges cannot make the cache hold more. The compressed forms kept beside a text add about a fifth.
 */
export const CALENDAR_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Calendar answers as JSON text with their compressed forms (decision 059), by owner, property and range, and one
 * property's reservations, month statistics and statements list beside them (`throughPropertyCache`), dropped by the property's notice.
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

/**
 * One property's reservations (the calendar screen's list) by owner and every parameter that shapes the answer but
 * forceUpdate; its own prefix keeps it apart from the calendar's keys.
 */
export const reservationsCacheKey = (ownerId: number, listingId: number, query: ReservationsQuery) =>
  `reservations ${ownerId} ${listingId} ${JSON.stringify([
    query.checkInDateLocalizedLte,
    query.checkOutDateLocalizedGte,
    query.status,
    query.sort,
    query.limit,
    query.skip,
  ])}`;

/** One page of an owner's property list (limit, page, search), by owner. */
export const propertiesCacheKey = (
  ownerId: number,
  query: { limit: number; page: number; search?: string | undefined },
) => `properties ${ownerId} ${JSON.stringify([query.limit, query.page, query.search ?? null])}`;

/** One property's statements list (published statements with the owner's read marks), by owner. */
export const statementsCacheKey = (ownerId: number, propertyId: number) => `statements ${ownerId} ${propertyId}`;

/** One property's statistics of a month, by owner. */
export const statisticsCacheKey = (ownerId: number, propertyId: number, year: number, month: number) =>
  `statistics ${ownerId} ${propertyId} ${year} ${month}`;

/** The spec's forceUpdate (calendar and reservations): the answer is read from the database, not from the cache. */
export const isForced = (query: { forceUpdate?: string | undefined }) =>
  query.forceUpdate === 'true' || query.forceUpdate === '1';

/**
 * An answer as JSON text (with its compressed forms, made on demand) through this process's property cache (decision
 * 059): a hit costs no database round trip, no serialization and no compression already done; `forced` (the spec's
 * forceUpdate) reads the database and stores what it read. `read` refuses a foreign or unknown property (404) before
 * anything is stored. Only for answers built from what notifies on every change: stays, tasks, statements and their read marks, and
 * the property's row (migrations 0020 and 0021); an answer is dropped with the property's tag, or with `tags`.
 */
export async function throughPropertyCache<T>(
  deps: AppDeps,
  cached: { key: string; isForced: boolean } & ({ propertyId: number } | { tags: string[] }),
  read: () => Promise<T>,
  serialize: (answer: T) => string,
): Promise<ReusedJson> {
  const now = deps.now();
  const hit = cached.isForced ? undefined : deps.calendars.get(cached.key, now);
  if (hit !== undefined) return hit;
  const started = deps.calendars.begin();
  const reused = reusedJson(serialize(await read()));
  const tags = 'tags' in cached ? cached.tags : [propertyTag(cached.propertyId)];
  deps.calendars.store(cached.key, started, reused, tags, now);
  return reused;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's calendar cache (its size and invalidations are what tests observe). */
    calendarCache: CalendarCache;
  }
}
