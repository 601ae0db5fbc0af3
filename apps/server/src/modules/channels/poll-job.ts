import { EXCLUSION_VIOLATION, pgErrorCode, schema, type Tx } from '@portal/db';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { lockPropertyStays } from '../owner-stays/repo.ts';
import { type FetchOutcome, fetchFeed } from './fetch-feed.ts';
import { type FeedOfProperty, type NewConflict, projectFeedEvents, recordFeedEvents } from './reconcile.ts';

const { channelFeeds, properties } = schema;

export const FEED_JOB = 'channel-feeds';
/** Feeds fetched at once by one process in one pass; each has its own deadline, so a pass takes one at most. */
const BATCH_SIZE = 5;
// A claimed feed is hidden from other processes this long; if this one dies mid-fetch it is fetched again after.
const LEASE_MS = 5 * 60_000;

type FeedRow = typeof channelFeeds.$inferSelect;

/** Claims due feeds with FOR UPDATE SKIP LOCKED, moving each past a lease in the same statement (as the mailer does). */
async function claimDue(deps: AppDeps, now: Date): Promise<FeedRow[]> {
  const due = deps.db
    .select({ id: channelFeeds.id })
    .from(channelFeeds)
    .where(lte(channelFeeds.nextFetchAt, now))
    .orderBy(asc(channelFeeds.nextFetchAt), asc(channelFeeds.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return deps.db
    .update(channelFeeds)
    .set({ nextFetchAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(channelFeeds.id, due))
    .returning();
}

async function tellStaff(tx: Tx, deps: AppDeps, feed: FeedOfProperty, conflict: NewConflict, nickname: string) {
  const { event, stay } = conflict;
  const [owner] = await tx
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, feed.propertyId));
  await enqueueMail(tx, {
    kind: 'channel_conflict',
    to: deps.config.STAFF_EMAIL,
    language: deps.config.STAFF_LANGUAGE,
    vars: {
      property: { id: feed.propertyId, nickname, timeZone: feed.timeZone },
      channel: feed.channel,
      event: {
        checkIn: event.checkIn.toISOString(),
        checkOut: event.checkOut.toISOString(),
        guestName: event.guestName,
      },
      stay: {
        id: stay.id,
        kind: stay.kind,
        confirmationCode: stay.confirmationCode,
        checkIn: stay.checkIn.toISOString(),
        checkOut: stay.checkOut.toISOString(),
      },
      link: `${deps.config.publicUrl}/staff/properties/${feed.propertyId}/channels`,
    },
  });
  await recordAudit(tx, {
    actor: { kind: 'system', name: `channel feed ${feed.channel}` },
    action: 'channel_event.conflict',
    subject: { ownerId: owner?.ownerId ?? null, entity: 'channel_event', entityId: event.id },
    details: { feedId: feed.id, propertyId: feed.propertyId, stayId: stay.id, stayKind: stay.kind, uid: event.uid },
    at: deps.now(),
  });
}

/**
 * Applies one fetch in one transaction, under the property's stay lock (the one owner stays take), so an owner's
 * new stay and the channel's reservations are decided one after the other. A feed removed or given another URL while
 * it was fetched keeps nothing of the fetch.
 */
async function applyOutcome(deps: AppDeps, claimed: FeedRow, outcome: FetchOutcome): Promise<void> {
  const now = deps.now();
  const next = new Date(now.getTime() + deps.config.FEED_POLL_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    await lockPropertyStays(tx, claimed.propertyId);
    const [row] = await tx
      .select({ feed: channelFeeds, timeZone: properties.timeZone, nickname: properties.nickname })
      .from(channelFeeds)
      .innerJoin(properties, eq(properties.id, channelFeeds.propertyId))
      .where(and(eq(channelFeeds.id, claimed.id), eq(channelFeeds.url, claimed.url)))
      .for('update', { of: channelFeeds });
    if (!row) return;
    const feed = {
      id: row.feed.id,
      propertyId: row.feed.propertyId,
      channel: row.feed.channel,
      timeZone: row.timeZone,
    };
    const status = { lastAttemptAt: now, nextFetchAt: next, lastHttpStatus: outcome.status };
    if (outcome.kind === 'failed') {
      await tx
        .update(channelFeeds)
        .set({ ...status, lastErrorCode: outcome.code, lastError: outcome.detail })
        .where(eq(channelFeeds.id, feed.id));
      return;
    }
    if (outcome.kind === 'events') await recordFeedEvents(tx, feed, outcome.events, now);
    // A 304 still re-decides the stored events: an owner stay removed since may free a conflicting reservation.
    const conflicts = await projectFeedEvents(tx, feed, now);
    for (const conflict of conflicts) await tellStaff(tx, deps, feed, conflict, row.nickname);
    await tx
      .update(channelFeeds)
      .set({
        ...status,
        lastSuccessAt: now,
        lastErrorCode: null,
        lastError: null,
        ...(outcome.kind === 'events'
          ? { etag: outcome.etag, lastModified: outcome.lastModified, eventsSeen: outcome.events.length }
          : {}),
      })
      .where(eq(channelFeeds.id, feed.id));
  });
}

/** When two writers met on the calendar at once (an import, say): say so; the next poll tries again. */
async function recordBusy(deps: AppDeps, claimed: FeedRow): Promise<void> {
  const now = deps.now();
  await deps.db
    .update(channelFeeds)
    .set({
      lastAttemptAt: now,
      nextFetchAt: new Date(now.getTime() + 60_000),
      lastErrorCode: 'busy',
      lastError: 'the calendar changed while the feed was applied; trying again in a minute',
    })
    .where(eq(channelFeeds.id, claimed.id));
}

/**
 * One pass of the fetcher (a background job, decision 086): claims up to five due feeds, fetches them side by side
 * outside any transaction, and applies each result. Returns how many feeds were fetched.
 */
export async function pollChannelFeeds(deps: AppDeps): Promise<number> {
  const claimed = await claimDue(deps, deps.now());
  await Promise.all(
    claimed.map(async (feed) => {
      const [property] = await deps.db
        .select({ timeZone: properties.timeZone })
        .from(properties)
        .where(eq(properties.id, feed.propertyId));
      const outcome = await fetchFeed(deps.config, { ...feed, timeZone: property?.timeZone ?? 'Asia/Dubai' });
      try {
        await applyOutcome(deps, feed, outcome);
      } catch (error) {
        if (pgErrorCode(error) !== EXCLUSION_VIOLATION) throw error;
        await recordBusy(deps, feed);
      }
    }),
  );
  return claimed.length;
}
