import type { AvailabilityFeedView } from '@portal/contract/integrations';
import { schema } from '@portal/db';
import { busyDates } from '@portal/domain';
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { dateStamp, document, utcStamp } from '../ical/ics.ts';

const { availabilityFeeds, properties, stays } = schema;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;
/** Channels look this far ahead; the feed also keeps yesterday, so a stay under way is still closed. */
const DAYS_AHEAD = 731;
/** What the channels show for each closed period; they are not shown the owner's words. */
const BUSY = 'Not available';

export const availabilityUrl = (deps: AppDeps, token: string) =>
  `${deps.config.publicUrl}/ical/availability/${token}.ics`;

/**
 * POST /api/staff/properties/:propertyId/availability-feed: a new secret link; any older one stops at once. The
 * token is kept sealed (decision 086) so staff can copy the same link into another channel later.
 */
export async function createAvailabilityFeed(
  deps: AppDeps,
  member: StaffPrincipal,
  propertyId: number,
): Promise<AvailabilityFeedView> {
  const token = newToken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [property] = await tx.select().from(properties).where(eq(properties.id, propertyId));
    if (!property) throw new AppError('NOT_FOUND', 'Property not found');
    const values = {
      tokenHash: hashToken(token),
      tokenSealed: deps.secrets.encrypt(token),
      createdByStaffId: member.staffId,
      createdAt: now,
    };
    await tx
      .insert(availabilityFeeds)
      .values({ propertyId, ...values })
      .onConflictDoUpdate({ target: availabilityFeeds.propertyId, set: values });
    await recordAudit(tx, {
      actor: actorOf(member),
      action: 'availability_feed.created',
      subject: { ownerId: property.ownerId, entity: 'property', entityId: propertyId },
      at: now,
    });
  });
  return { url: availabilityUrl(deps, token), createdAt: now.toISOString() };
}

/** DELETE …/availability-feed: the link stops working; a property without one answers the same. */
export async function revokeAvailabilityFeed(deps: AppDeps, member: StaffPrincipal, propertyId: number) {
  await deps.db.transaction(async (tx) => {
    const [property] = await tx.select().from(properties).where(eq(properties.id, propertyId));
    if (!property) throw new AppError('NOT_FOUND', 'Property not found');
    const removed = await tx
      .delete(availabilityFeeds)
      .where(eq(availabilityFeeds.propertyId, propertyId))
      .returning({ propertyId: availabilityFeeds.propertyId });
    if (removed.length === 0) return;
    await recordAudit(tx, {
      actor: actorOf(member),
      action: 'availability_feed.revoked',
      subject: { ownerId: property.ownerId, entity: 'property', entityId: propertyId },
      at: deps.now(),
    });
  });
}

/**
 * The availability document of a token, or null for one that opens nothing: every owner stay and manual block from
 * yesterday on, as whole busy days (busyDates), with no name and no note. The same stays give the same bytes.
 */
export async function readAvailabilityFeed(deps: AppDeps, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [feed] = await deps.db
    .select({ propertyId: properties.id, timeZone: properties.timeZone })
    .from(availabilityFeeds)
    .innerJoin(properties, eq(properties.id, availabilityFeeds.propertyId))
    .where(eq(availabilityFeeds.tokenHash, hashToken(token)));
  if (!feed) return null;
  const now = deps.now().getTime();
  const busy = await deps.db
    .select({ id: stays.id, checkIn: stays.checkIn, checkOut: stays.checkOut, updatedAt: stays.updatedAt })
    .from(stays)
    .where(
      and(
        eq(stays.propertyId, feed.propertyId),
        inArray(stays.kind, ['owner', 'manual']),
        ne(stays.status, 'cancelled'),
        gt(stays.checkOut, new Date(now - DAY_MS)),
        lt(stays.checkIn, new Date(now + DAYS_AHEAD * DAY_MS)),
      ),
    )
    .orderBy(asc(stays.checkIn), asc(stays.id));
  const host = new URL(deps.config.publicUrl).hostname;
  const events = busy.flatMap((stay) => {
    const { start, end } = busyDates(stay.checkIn, stay.checkOut, feed.timeZone);
    return [
      'BEGIN:VEVENT',
      `UID:busy-${stay.id}@${host}`,
      `DTSTAMP:${utcStamp(stay.updatedAt)}`,
      `DTSTART;VALUE=DATE:${dateStamp(start)}`,
      `DTEND;VALUE=DATE:${dateStamp(end)}`,
      `SUMMARY:${BUSY}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ];
  });
  return document([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Owner Portal//Availability//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
  ]);
}
