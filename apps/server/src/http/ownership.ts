import type { Database, Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './errors.ts';
import { createNotifiedCache, type NotifiedCache } from './notified-cache.ts';

export type OwnedProperty = typeof schema.properties.$inferSelect;

/**
 * The channel migration 0020's triggers notify on when a property's reads may have changed: `property:<id>` (its row
 * updated or deleted, a stay or task of it written), `all` (properties, stays or tasks truncated). Decision 059.
 */
export const PROPERTY_CHANNEL = 'portal_properties';
export const propertyTag = (propertyId: number) => `property:${propertyId}`;
/** The tag of an owner's property list: any property of theirs added, changed, moved or removed (migration 0021). */
export const ownerTag = (ownerId: number) => `owner:${ownerId}`;
/** An owner's property rows checked in the last few seconds, across a large company's active owners. */
export const OWNED_PROPERTY_CACHE_MAX_ENTRIES = 10_000;

/**
 * The one ownership guard for property-scoped routes: another owner's property answers exactly
 * like an unknown id (404), so ids cannot be probed. Inside a transaction, pass the transaction.
 */
export async function ownedProperty(db: Db | Tx, ownerId: number, propertyId: number): Promise<OwnedProperty> {
  const [property] = await db
    .select()
    .from(schema.properties)
    .where(and(eq(schema.properties.id, propertyId), eq(schema.properties.ownerId, ownerId)))
    .limit(1);
  if (!property) throw new AppError('NOT_FOUND', 'Property not found');
  return property;
}

/** Owner and property → the property's row, dropped by the property's notice (decision 059). */
export type OwnedPropertyCache = NotifiedCache<OwnedProperty>;

export function createOwnedPropertyCache(
  database: Database,
  ttlMs: number,
  log: FastifyBaseLogger,
): OwnedPropertyCache {
  return createNotifiedCache<OwnedProperty>({
    database,
    channel: PROPERTY_CHANNEL,
    ttlMs,
    maxEntries: OWNED_PROPERTY_CACHE_MAX_ENTRIES,
    log,
  });
}

/**
 * The ownership guard for a request that only reads: the same check, from this process's cache when the owner asked
 * for the property a moment ago (no round trip). A refusal is never cached, and any change of the property's row
 * (a new owner, a deletion) drops the entry in every process.
 */
export async function ownedPropertyToRead(
  deps: { db: Db; now: () => Date; ownedProperties: OwnedPropertyCache },
  ownerId: number,
  propertyId: number,
): Promise<OwnedProperty> {
  const key = `${ownerId} ${propertyId}`;
  const now = deps.now();
  const cached = deps.ownedProperties.get(key, now);
  if (cached) return cached;
  const started = deps.ownedProperties.begin();
  // Shared by every request that reads it from the cache: nobody may change it.
  const property = Object.freeze(await ownedProperty(deps.db, ownerId, propertyId));
  deps.ownedProperties.store(key, started, property, [propertyTag(property.id)], now);
  return property;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's ownership cache for reads (its size is what tests observe). */
    ownedPropertyCache: OwnedPropertyCache;
  }
}
