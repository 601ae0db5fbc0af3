import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { FEED_DAYS_AFTER, FEED_DAYS_BEFORE, type LocalDate } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, toInstant, toText } from '../calendar/sql-values.ts';

export interface FeedStay {
  id: number;
  kind: 'guest' | 'owner';
  status: 'confirmed' | 'checked_in';
  confirmationCode: string;
  guestName: string | null;
  checkIn: Date;
  checkOut: Date;
  nights: number;
  note: string | null;
  updatedAt: Date;
}

export interface FeedContents {
  property: {
    id: number;
    nickname: string;
    timeZone: string;
    termination: { start: LocalDate | null; end: LocalDate | null };
  };
  language: string;
  /** The window shown, in the property's dates, both included. */
  from: LocalDate;
  to: LocalDate;
  stays: FeedStay[];
}

/**
 * Everything a feed shows, in ONE statement: the feed by its token's hash (unique index), its property and owner,
 * and the active guest and owner stays overlapping the window (the exclusion constraint's gist index, same partial
 * predicate). The window's days are turned into instants in the property's zone by PostgreSQL itself; without asked
 * dates it runs from FEED_DAYS_BEFORE days before today to FEED_DAYS_AFTER after, today being the property's.
 * Null for a hash no feed has (unknown or regenerated). Exported for EXPLAIN.
 */
export function feedContentsSql(input: {
  tokenHash: string;
  now: Date;
  from?: LocalDate;
  to?: LocalDate;
}): ReturnType<typeof sql> {
  return sql`
    WITH feed AS (
      SELECT p.id, p.nickname, p.time_zone, p.np_start_date::text AS np_start, p.np_end_date::text AS np_end,
             o.preferred_language,
             coalesce(${input.from ?? null}::date,
                      (${input.now}::timestamptz AT TIME ZONE p.time_zone)::date - ${FEED_DAYS_BEFORE}::int) AS from_date,
             coalesce(${input.to ?? null}::date,
                      (${input.now}::timestamptz AT TIME ZONE p.time_zone)::date + ${FEED_DAYS_AFTER}::int) AS asked_to
      FROM calendar_feeds f
      JOIN properties p ON p.id = f.property_id
      JOIN owners o ON o.id = p.owner_id
      WHERE f.token_hash = ${input.tokenHash}
    ), bounds AS (
      SELECT feed.*, greatest(asked_to, from_date) AS to_date FROM feed
    )
    SELECT b.id, b.nickname, b.time_zone, b.np_start, b.np_end, b.preferred_language,
           b.from_date::text AS from_date, b.to_date::text AS to_date,
           s.id AS stay_id, s.kind, s.status, s.confirmation_code, s.guest_name, s.check_in, s.check_out, s.nights,
           s.note, s.updated_at
    FROM bounds b
    LEFT JOIN stays s
      ON s.property_id = b.id AND s.status <> 'cancelled' AND s.kind IN ('guest', 'owner')
     AND tstzrange(s.check_in, s.check_out, '[)')
         && tstzrange(b.from_date::timestamp AT TIME ZONE b.time_zone,
                      (b.to_date + 1)::timestamp AT TIME ZONE b.time_zone, '[)')
    ORDER BY s.check_in, s.id
  `;
}

export async function findFeedContents(
  db: Db,
  input: { tokenHash: string; now: Date; from?: LocalDate; to?: LocalDate },
): Promise<FeedContents | null> {
  const rows = await queryRows(db, feedContentsSql(input));
  const first = rows[0];
  if (!first) return null;
  return {
    property: {
      id: Number(first.id),
      nickname: String(first.nickname),
      timeZone: String(first.time_zone),
      termination: { start: toText(first.np_start), end: toText(first.np_end) },
    },
    language: String(first.preferred_language),
    from: String(first.from_date),
    to: String(first.to_date),
    stays: rows
      .filter((row) => row.stay_id !== null && row.stay_id !== undefined)
      .map((row) => ({
        id: Number(row.stay_id),
        kind: row.kind as FeedStay['kind'],
        status: row.status as FeedStay['status'],
        confirmationCode: String(row.confirmation_code),
        guestName: toText(row.guest_name),
        checkIn: toInstant(row.check_in),
        checkOut: toInstant(row.check_out),
        nights: Number(row.nights),
        note: toText(row.note),
        updatedAt: toInstant(row.updated_at),
      })),
  };
}

/** A new secret for the property's feed, replacing any older one in the same write (so the old link stops at once). */
export async function saveFeedToken(
  tx: Tx,
  input: { propertyId: number; tokenHash: string; ownerId: number; now: Date },
): Promise<void> {
  const { calendarFeeds } = schema;
  await tx
    .insert(calendarFeeds)
    .values({
      propertyId: input.propertyId,
      tokenHash: input.tokenHash,
      createdByOwnerId: input.ownerId,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: calendarFeeds.propertyId,
      set: { tokenHash: input.tokenHash, createdByOwnerId: input.ownerId, createdAt: input.now },
    });
}

export async function deleteFeed(tx: Tx, propertyId: number): Promise<boolean> {
  const { calendarFeeds } = schema;
  const removed = await tx
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.propertyId, propertyId))
    .returning({ propertyId: calendarFeeds.propertyId });
  return removed.length > 0;
}

export async function findFeedCreatedAt(db: Db, propertyId: number): Promise<Date | null> {
  const { calendarFeeds } = schema;
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.propertyId, propertyId))
    .limit(1);
  return row?.createdAt ?? null;
}
