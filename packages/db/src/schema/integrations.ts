import { WEBHOOK_EVENT_TYPES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  inList,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamptz,
  uniqueIndex,
} from './columns.ts';
import { properties, stays } from './properties.ts';
import { staff } from './staff.ts';

/**
 * A channel's calendar (Airbnb, Booking.com, Vrbo or any RFC 5545 feed) that the fetcher polls for one property
 * (decision 086). The validators of the last answer make the next request conditional; the last error is kept as a
 * code the console puts into words, with the detail in English for the logs.
 */
export const channelFeeds = pgTable(
  'channel_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    // Due when this is past; a process that claims the feed moves it past a lease first, so no other one takes it.
    nextFetchAt: timestamptz('next_fetch_at').notNull().defaultNow(),
    lastAttemptAt: timestamptz('last_attempt_at'),
    lastSuccessAt: timestamptz('last_success_at'),
    lastErrorCode: text('last_error_code'),
    // The status of the last answer (200, 304, or the refusal's).
    lastHttpStatus: smallint('last_http_status'),
    lastError: text('last_error'),
    eventsSeen: integer('events_seen'),
    createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('channel_feeds_due_idx').on(t.nextFetchAt),
    index('channel_feeds_property_idx').on(t.propertyId),
    uniqueIndex('channel_feeds_property_url_key').on(t.propertyId, t.url),
  ],
);

export const CHANNEL_EVENT_STATES = ['active', 'cancelled', 'vanished'] as const;

/**
 * Every event a feed has carried, by UID: the reservation it made (a stay of the property, so the calendar's triggers
 * and constraint apply), or the stay it overlaps when it could not be one. State: in the feed, cancelled by it, or
 * gone from it.
 */
export const channelEvents = pgTable(
  'channel_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => channelFeeds.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    state: text('state', { enum: CHANNEL_EVENT_STATES }).notNull(),
    checkIn: timestamptz('check_in').notNull(),
    checkOut: timestamptz('check_out').notNull(),
    guestName: text('guest_name'),
    stayId: bigint('stay_id', { mode: 'number' }).references(() => stays.id, { onDelete: 'set null' }),
    // The active stay this event overlaps (so it is not a reservation); staff were told about conflictNotifiedStayId.
    conflictStayId: bigint('conflict_stay_id', { mode: 'number' }).references(() => stays.id, { onDelete: 'set null' }),
    conflictNotifiedStayId: bigint('conflict_notified_stay_id', { mode: 'number' }),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (t) => [
    uniqueIndex('channel_events_feed_uid_key').on(t.feedId, t.uid),
    index('channel_events_conflicts_idx').on(t.propertyId).where(sql`conflict_stay_id IS NOT NULL`),
    check('channel_events_state_check', sql`state IN (${inList(CHANNEL_EVENT_STATES)})`),
  ],
);

/**
 * A property's availability for the channels to import (decision 086): a secret URL. Its SHA-256 finds the feed; the
 * token itself is sealed (AES-GCM, like bank numbers) so staff can copy the link again into another channel.
 */
export const availabilityFeeds = pgTable(
  'availability_feeds',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('availability_feeds_token_hash_key').on(t.tokenHash)],
);

/** A key of the integration API (decision 087): shown once, kept as a SHA-256, named, scoped, revocable. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    // The key's first characters, so staff can tell keys apart without the secret.
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_key').on(t.keyHash)],
);

/**
 * Which owner stays and support messages changed, written by triggers (migration), read by the integration API's
 * cursors (decision 087). `seq` is given at commit, one transaction at a time, so it follows commit order: a reader
 * that saw seq N has seen every change numbered below N, and a cursor never skips a change that committed late.
 */
export const integrationChanges = pgTable(
  'integration_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entity: text('entity', { enum: ['owner_stay', 'support_message'] }).notNull(),
    rowId: bigint('row_id', { mode: 'number' }).notNull(),
    seq: bigint('seq', { mode: 'number' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('integration_changes_entity_seq_idx').on(t.entity, t.seq).where(sql`seq IS NOT NULL`)],
);

/** Where staff want events sent (decision 088); the secret is sealed because every delivery is signed with it. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  secretSealed: text('secret_sealed').notNull(),
  createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  // Set by the first failed attempt after a success, cleared by any success; a day of it pauses the endpoint.
  failingSince: timestamptz('failing_since'),
  pausedAt: timestamptz('paused_at'),
});

/** The outbox: one row per event, written in the transaction of the change it tells about. */
export const webhookEvents = pgTable('webhook_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  type: text('type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/** One event to one endpoint, retried with backoff until it is taken or `retryUntil` passes. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    retryUntil: timestamptz('retry_until').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    deliveredAt: timestamptz('delivered_at'),
    failedAt: timestamptz('failed_at'),
    lastStatus: smallint('last_status'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`delivered_at IS NULL AND failed_at IS NULL`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);

/** Each attempt of a delivery: the answer's status, or why there was none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamptz('attempted_at').notNull(),
    status: smallint('status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
