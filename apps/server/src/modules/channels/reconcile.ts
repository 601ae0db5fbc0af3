import { createHash } from 'node:crypto';
import { schema, type Tx } from '@portal/db';
import { countNights } from '@portal/domain';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { FeedEvent } from './parse-feed.ts';

const { channelEvents, stays } = schema;

type EventRow = typeof channelEvents.$inferSelect;
type StayRow = typeof stays.$inferSelect;

export interface FeedOfProperty {
  id: number;
  propertyId: number;
  channel: string;
  timeZone: string;
}

/** A feed event that overlaps an active stay it is not, newly found (staff are told once per stay it meets). */
export interface NewConflict {
  event: EventRow;
  stay: StayRow;
}

/** A channel reservation's confirmation code: stable per feed and UID, unique among all stays. */
const codeOf = (feedId: number, uid: string) =>
  `CH-${createHash('sha256').update(`${feedId}\n${uid}`).digest('hex').slice(0, 14).toUpperCase()}`;

/** Writes what the feed says into its events: new and changed ones, cancelled ones, and those no longer in it. */
export async function recordFeedEvents(tx: Tx, feed: FeedOfProperty, events: FeedEvent[], now: Date): Promise<void> {
  const existing = await tx.select().from(channelEvents).where(eq(channelEvents.feedId, feed.id));
  const byUid = new Map(existing.map((row) => [row.uid, row]));
  const seen = new Set<string>();
  for (const event of events) {
    seen.add(event.uid);
    const values = {
      state: event.isCancelled ? ('cancelled' as const) : ('active' as const),
      checkIn: event.checkIn,
      checkOut: event.checkOut,
      guestName: event.guestName,
      lastSeenAt: now,
    };
    const row = byUid.get(event.uid);
    if (row) await tx.update(channelEvents).set(values).where(eq(channelEvents.id, row.id));
    else {
      await tx
        .insert(channelEvents)
        .values({ feedId: feed.id, propertyId: feed.propertyId, uid: event.uid, firstSeenAt: now, ...values });
    }
  }
  for (const row of existing) {
    if (!seen.has(row.uid) && row.state !== 'vanished') {
      await tx.update(channelEvents).set({ state: 'vanished' }).where(eq(channelEvents.id, row.id));
    }
  }
}

/** The property's active stays that any of these events could meet, in memory: one query per feed. */
async function activeStays(tx: Tx, propertyId: number, rows: EventRow[]): Promise<StayRow[]> {
  if (rows.length === 0) return [];
  const from = new Date(Math.min(...rows.map((row) => row.checkIn.getTime())));
  const to = new Date(Math.max(...rows.map((row) => row.checkOut.getTime())));
  return tx
    .select()
    .from(stays)
    .where(
      and(
        eq(stays.propertyId, propertyId),
        ne(stays.status, 'cancelled'),
        lt(stays.checkIn, to),
        gt(stays.checkOut, from),
      ),
    );
}

/** An owner stay first: that is the overlap the owner and staff must hear about. */
function firstOverlap(active: StayRow[], row: EventRow): StayRow | undefined {
  const overlapping = active.filter(
    (stay) => stay.id !== row.stayId && stay.checkIn < row.checkOut && stay.checkOut > row.checkIn,
  );
  return overlapping.find((stay) => stay.kind === 'owner') ?? overlapping[0];
}

/**
 * Makes the stays match the feed's events (decision 086). An event in the feed is a guest reservation of the channel
 * unless it overlaps another active stay: then it is a conflict, kept on the event, and any stay it made is
 * cancelled; an owner stay is never changed. An event the feed cancelled or no longer carries cancels its
 * reservation, unless it has already ended (channels drop past stays from their feeds).
 */
export async function projectFeedEvents(tx: Tx, feed: FeedOfProperty, now: Date): Promise<NewConflict[]> {
  const rows = await tx.select().from(channelEvents).where(eq(channelEvents.feedId, feed.id));
  rows.sort((a, b) => a.checkIn.getTime() - b.checkIn.getTime() || a.id - b.id);
  const active = await activeStays(tx, feed.propertyId, rows);
  const staysById = new Map<number, StayRow>();
  for (const row of rows) {
    if (row.stayId === null) continue;
    const [stay] = await tx.select().from(stays).where(eq(stays.id, row.stayId));
    if (stay) staysById.set(stay.id, stay);
  }
  const conflicts: NewConflict[] = [];
  const cancel = async (row: EventRow) => {
    const stay = row.stayId === null ? undefined : staysById.get(row.stayId);
    if (!stay || stay.status === 'cancelled') return;
    await tx.update(stays).set({ status: 'cancelled', updatedAt: now }).where(eq(stays.id, stay.id));
    staysById.set(stay.id, { ...stay, status: 'cancelled' });
    const index = active.findIndex((candidate) => candidate.id === stay.id);
    if (index >= 0) active.splice(index, 1);
  };
  for (const row of rows) {
    const hasEnded = row.checkOut <= now;
    if (row.state === 'vanished' && hasEnded) continue;
    if (row.state !== 'active') {
      await cancel(row);
      if (row.conflictStayId !== null) {
        await tx.update(channelEvents).set({ conflictStayId: null }).where(eq(channelEvents.id, row.id));
      }
      continue;
    }
    const overlap = firstOverlap(active, row);
    if (overlap) {
      await cancel(row);
      const isNew = row.conflictNotifiedStayId !== overlap.id;
      await tx
        .update(channelEvents)
        .set({ conflictStayId: overlap.id, conflictNotifiedStayId: overlap.id })
        .where(eq(channelEvents.id, row.id));
      if (isNew) conflicts.push({ event: row, stay: overlap });
      continue;
    }
    const wanted = {
      status: 'confirmed' as const,
      source: feed.channel,
      guestName: row.guestName,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      nights: countNights(row.checkIn, row.checkOut, feed.timeZone),
    };
    const current = row.stayId === null ? undefined : staysById.get(row.stayId);
    let stayId = current?.id;
    if (!current) {
      const [inserted] = await tx
        .insert(stays)
        .values({
          propertyId: feed.propertyId,
          kind: 'guest',
          confirmationCode: codeOf(feed.id, row.uid),
          ...wanted,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({ target: stays.confirmationCode, set: { ...wanted, updatedAt: now } })
        .returning();
      if (!inserted) throw new Error('stay insert returned no row');
      active.push(inserted);
      stayId = inserted.id;
    } else if (
      current.status !== wanted.status ||
      current.source !== wanted.source ||
      current.guestName !== wanted.guestName ||
      current.checkIn.getTime() !== wanted.checkIn.getTime() ||
      current.checkOut.getTime() !== wanted.checkOut.getTime()
    ) {
      const [updated] = await tx
        .update(stays)
        .set({ ...wanted, updatedAt: now })
        .where(eq(stays.id, current.id))
        .returning();
      if (updated) {
        const index = active.findIndex((candidate) => candidate.id === current.id);
        if (index >= 0) active[index] = updated;
        else active.push(updated);
      }
    }
    if (row.stayId !== stayId || row.conflictStayId !== null) {
      await tx
        .update(channelEvents)
        .set({ stayId: stayId ?? null, conflictStayId: null, conflictNotifiedStayId: null })
        .where(eq(channelEvents.id, row.id));
    }
  }
  return conflicts;
}
