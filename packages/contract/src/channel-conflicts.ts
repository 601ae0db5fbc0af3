import { z } from 'zod';
import { idParam } from './common.ts';

// GET /api/channel-conflicts?listingId
export const channelConflictsQuery = z.object({ listingId: idParam });

/**
 * A channel's reservation that overlaps one of the owner's stays (decision 086): the owner's stay was kept and staff
 * were told; the owner sees it on the property's calendar.
 */
export const ownerChannelConflict = z.object({
  channel: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  ownerStay: z.object({ id: z.number().int(), checkIn: z.string(), checkOut: z.string() }),
});
export type OwnerChannelConflict = z.infer<typeof ownerChannelConflict>;
export const channelConflictsResponse = z.object({ conflicts: z.array(ownerChannelConflict) });
export type ChannelConflictsResponse = z.infer<typeof channelConflictsResponse>;
