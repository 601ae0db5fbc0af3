import { type ChannelConflictsResponse, channelConflictsQuery, channelConflictsResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { and, asc, eq, ne } from 'drizzle-orm';
import { ownedProperty } from '../../http/ownership.ts';
import { ownerOf } from '../../http/principal.ts';
import type { AppDeps, RouteModule } from '../../types.ts';

const { channelEvents, channelFeeds, stays } = schema;

/** The channel reservations that overlap the owner's own stays on one property, read fresh (never cached). */
export async function ownerConflicts(
  deps: AppDeps,
  ownerId: number,
  propertyId: number,
): Promise<ChannelConflictsResponse> {
  const property = await ownedProperty(deps.db, ownerId, propertyId);
  const rows = await deps.db
    .select({ event: channelEvents, channel: channelFeeds.channel, stay: stays })
    .from(channelEvents)
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelEvents.feedId))
    .innerJoin(stays, eq(stays.id, channelEvents.conflictStayId))
    .where(and(eq(channelEvents.propertyId, property.id), eq(stays.kind, 'owner'), ne(stays.status, 'cancelled')))
    .orderBy(asc(channelEvents.checkIn), asc(channelEvents.id));
  return {
    conflicts: rows.map(({ event, channel, stay }) => ({
      channel,
      checkIn: event.checkIn.toISOString(),
      checkOut: event.checkOut.toISOString(),
      ownerStay: { id: stay.id, checkIn: stay.checkIn.toISOString(), checkOut: stay.checkOut.toISOString() },
    })),
  };
}

/** GET /api/channel-conflicts?listingId: what the owner's calendar marks as a conflict (decision 086). */
export const channelConflictRoutes: RouteModule = (app, deps) => {
  app.get(
    '/channel-conflicts',
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: {
        tags: ['calendar'],
        summary: "Channel reservations that overlap the owner's own stays on a property",
        querystring: channelConflictsQuery,
        response: { 200: channelConflictsResponse },
      },
    },
    async (request) => ownerConflicts(deps, ownerOf(request).ownerId, request.query.listingId),
  );
};
