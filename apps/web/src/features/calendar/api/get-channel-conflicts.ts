import type { ChannelConflictsResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

/** GET /channel-conflicts?listingId: channel reservations that overlap the owner's own stays (decision 086). */
export function getChannelConflicts(propertyId: number, signal?: AbortSignal): Promise<ChannelConflictsResponse> {
  return ownApi.get('/channel-conflicts', {
    query: { listingId: propertyId },
    schema: checkedInDevelopment('channelConflictsResponse'),
    signal,
  });
}

export function useChannelConflicts(propertyId: number) {
  return useQuery({
    queryKey: ['channel-conflicts', propertyId],
    queryFn: ({ signal }) => getChannelConflicts(propertyId, signal),
  });
}
