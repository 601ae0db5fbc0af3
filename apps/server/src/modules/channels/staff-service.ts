import type {
  AvailabilityFeedView,
  ChannelConflict,
  ChannelFeed,
  ChannelFeedRequest,
  PropertyChannelsResponse,
} from '@portal/contract/integrations';
import { type Db, pgErrorCode, schema, type Tx, UNIQUE_VIOLATION } from '@portal/db';
import type { ChannelFeedFailure } from '@portal/domain';
import { and, asc, count, eq, gt, inArray, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { lockPropertyStays } from '../owner-stays/repo.ts';
import { availabilityUrl } from './availability.ts';

const { channelFeeds, channelEvents, availabilityFeeds, properties, owners, stays } = schema;

async function propertyOf(db: Db | Tx, propertyId: number) {
  const [row] = await db
    .select({ property: properties, ownerName: owners.fullName })
    .from(properties)
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .where(eq(properties.id, propertyId));
  if (!row) throw new AppError('NOT_FOUND', 'Property not found');
  return row;
}

function feedView(row: typeof channelFeeds.$inferSelect, reservations: number): ChannelFeed {
  return {
    id: row.id,
    channel: row.channel,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastErrorCode: (row.lastErrorCode as ChannelFeedFailure | null) ?? null,
    lastError: row.lastError,
    lastHttpStatus: row.lastHttpStatus,
    eventsSeen: row.eventsSeen,
    nextFetchAt: row.nextFetchAt.toISOString(),
    reservations,
  };
}

/** The events of channel feeds that overlap another stay, with that stay; of one property or of all. */
export async function listConflicts(db: Db, propertyId?: number) {
  const conflictStay = alias(stays, 'conflict_stay');
  const rows = await db
    .select({
      event: channelEvents,
      channel: channelFeeds.channel,
      stay: conflictStay,
      nickname: properties.nickname,
      timeZone: properties.timeZone,
    })
    .from(channelEvents)
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelEvents.feedId))
    .innerJoin(conflictStay, eq(conflictStay.id, channelEvents.conflictStayId))
    .innerJoin(properties, eq(properties.id, channelEvents.propertyId))
    .where(
      and(
        isNotNull(channelEvents.conflictStayId),
        propertyId === undefined ? undefined : eq(channelEvents.propertyId, propertyId),
      ),
    )
    .orderBy(asc(channelEvents.checkIn), asc(channelEvents.id));
  return rows.map(({ event, channel, stay, nickname, timeZone }) => ({
    propertyId: event.propertyId,
    propertyNickname: nickname,
    propertyTimeZone: timeZone,
    conflict: {
      eventId: event.id,
      channel,
      checkIn: event.checkIn.toISOString(),
      checkOut: event.checkOut.toISOString(),
      guestName: event.guestName,
      stay: {
        id: stay.id,
        kind: stay.kind,
        confirmationCode: stay.confirmationCode,
        source: stay.source,
        checkIn: stay.checkIn.toISOString(),
        checkOut: stay.checkOut.toISOString(),
      },
    } satisfies ChannelConflict,
  }));
}

async function availabilityOf(deps: AppDeps, propertyId: number): Promise<AvailabilityFeedView> {
  const [row] = await deps.db.select().from(availabilityFeeds).where(eq(availabilityFeeds.propertyId, propertyId));
  if (!row) return { url: null, createdAt: null };
  return { url: availabilityUrl(deps, deps.secrets.decrypt(row.tokenSealed)), createdAt: row.createdAt.toISOString() };
}

/** GET /api/staff/properties/:propertyId/channels: feeds with their health, conflicts, and the availability link. */
export async function getPropertyChannels(deps: AppDeps, propertyId: number): Promise<PropertyChannelsResponse> {
  const { property, ownerName } = await propertyOf(deps.db, propertyId);
  const feeds = await deps.db
    .select()
    .from(channelFeeds)
    .where(eq(channelFeeds.propertyId, propertyId))
    .orderBy(asc(channelFeeds.createdAt), asc(channelFeeds.id));
  const counts = await deps.db
    .select({ feedId: channelEvents.feedId, reservations: count() })
    .from(channelEvents)
    .innerJoin(stays, eq(stays.id, channelEvents.stayId))
    .where(and(eq(channelEvents.propertyId, propertyId), ne(stays.status, 'cancelled')))
    .groupBy(channelEvents.feedId);
  const reservationsOf = (feedId: number) => counts.find((row) => row.feedId === feedId)?.reservations ?? 0;
  return {
    property: {
      id: property.id,
      nickname: property.nickname,
      timeZone: property.timeZone,
      ownerId: property.ownerId,
      ownerName,
    },
    feeds: feeds.map((feed) => feedView(feed, reservationsOf(feed.id))),
    conflicts: (await listConflicts(deps.db, propertyId)).map((row) => row.conflict),
    availability: await availabilityOf(deps, propertyId),
  };
}

const alreadyAdded = () => new AppError('FEED_ALREADY_ADDED', 'The property already has a feed with this URL');

async function feedOf(tx: Tx, propertyId: number, feedId: number) {
  const [feed] = await tx
    .select()
    .from(channelFeeds)
    .where(and(eq(channelFeeds.id, feedId), eq(channelFeeds.propertyId, propertyId)))
    .for('update');
  if (!feed) throw new AppError('NOT_FOUND', 'No such channel feed');
  return feed;
}

/** POST …/channel-feeds: the feed is due at once, so the fetcher takes it on its next pass. */
export async function addFeed(
  deps: AppDeps,
  member: StaffPrincipal,
  propertyId: number,
  body: ChannelFeedRequest,
): Promise<void> {
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const { property } = await propertyOf(tx, propertyId);
      const [feed] = await tx
        .insert(channelFeeds)
        .values({ propertyId, ...body, nextFetchAt: now, createdAt: now, createdByStaffId: member.staffId })
        .returning({ id: channelFeeds.id });
      await recordAudit(tx, {
        actor: actorOf(member),
        action: 'channel_feed.added',
        subject: { ownerId: property.ownerId, entity: 'channel_feed', entityId: feed?.id ?? null },
        details: { propertyId, channel: body.channel, host: new URL(body.url).host },
        at: now,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw alreadyAdded();
    throw error;
  }
}

/** PUT …/channel-feeds/:feedId: a new URL forgets the old answer's validators and is fetched at once. */
export async function changeFeed(
  deps: AppDeps,
  member: StaffPrincipal,
  ids: { propertyId: number; feedId: number },
  body: ChannelFeedRequest,
): Promise<void> {
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const { property } = await propertyOf(tx, ids.propertyId);
      const feed = await feedOf(tx, ids.propertyId, ids.feedId);
      const isNewUrl = feed.url !== body.url;
      await tx
        .update(channelFeeds)
        .set({ ...body, ...(isNewUrl ? { etag: null, lastModified: null, nextFetchAt: now } : {}) })
        .where(eq(channelFeeds.id, feed.id));
      if (body.channel !== feed.channel) {
        // The reservations the feed made carry the channel's name as their source.
        await tx
          .update(stays)
          .set({ source: body.channel, updatedAt: now })
          .where(
            inArray(
              stays.id,
              tx
                .select({ id: channelEvents.stayId })
                .from(channelEvents)
                .where(and(eq(channelEvents.feedId, feed.id), isNotNull(channelEvents.stayId))),
            ),
          );
      }
      await recordAudit(tx, {
        actor: actorOf(member),
        action: 'channel_feed.changed',
        subject: { ownerId: property.ownerId, entity: 'channel_feed', entityId: feed.id },
        details: { channel: body.channel, host: new URL(body.url).host, isNewUrl },
        at: now,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw alreadyAdded();
    throw error;
  }
}

/**
 * DELETE …/channel-feeds/:feedId: the feed goes, and so do its reservations that have not ended (nothing would keep
 * them current); past ones stay for the statements.
 */
export async function removeFeed(
  deps: AppDeps,
  member: StaffPrincipal,
  ids: { propertyId: number; feedId: number },
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { property } = await propertyOf(tx, ids.propertyId);
    await lockPropertyStays(tx, ids.propertyId);
    const feed = await feedOf(tx, ids.propertyId, ids.feedId);
    const made = await tx
      .select({ stayId: channelEvents.stayId })
      .from(channelEvents)
      .where(and(eq(channelEvents.feedId, feed.id), isNotNull(channelEvents.stayId)));
    let cancelled = 0;
    for (const { stayId } of made) {
      if (stayId === null) continue;
      const done = await tx
        .update(stays)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(stays.id, stayId), ne(stays.status, 'cancelled'), gt(stays.checkOut, now)))
        .returning({ id: stays.id });
      cancelled += done.length;
    }
    await tx.delete(channelFeeds).where(eq(channelFeeds.id, feed.id));
    await recordAudit(tx, {
      actor: actorOf(member),
      action: 'channel_feed.removed',
      subject: { ownerId: property.ownerId, entity: 'channel_feed', entityId: feed.id },
      details: { channel: feed.channel, host: new URL(feed.url).host, cancelledReservations: cancelled },
      at: now,
    });
  });
}

/** POST …/channel-feeds/:feedId/fetch: due now; the fetcher takes it on its next pass (about half a second). */
export async function fetchFeedSoon(deps: AppDeps, ids: { propertyId: number; feedId: number }): Promise<void> {
  const moved = await deps.db
    .update(channelFeeds)
    .set({ nextFetchAt: deps.now() })
    .where(and(eq(channelFeeds.id, ids.feedId), eq(channelFeeds.propertyId, ids.propertyId)))
    .returning({ id: channelFeeds.id });
  if (moved.length === 0) throw new AppError('NOT_FOUND', 'No such channel feed');
}
