import { okResponse } from '@portal/contract';
import {
  allConflictsResponse,
  availabilityFeedView,
  type ChannelFeedRequest,
  type PropertyChannelsResponse,
  propertyChannelsResponse,
} from '@portal/contract/integrations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

const channelsKey = (propertyId: number) => ['staff', 'channels', propertyId] as const;

/** GET /api/staff/properties/:propertyId/channels: feeds with their last fetch, conflicts, the availability link. */
export const propertyChannelsQuery = (propertyId: number) =>
  queryOptions({
    queryKey: channelsKey(propertyId),
    queryFn: () => staffApi.get(`/properties/${propertyId}/channels`, { schema: propertyChannelsResponse }),
    // While a feed is due (just added, or asked to fetch now) the page asks again until the fetch has happened.
    refetchInterval: (query) =>
      query.state.data?.feeds.some((feed) => Date.parse(feed.nextFetchAt) <= Date.now()) ? 2000 : false,
  });

export const usePropertyChannels = (propertyId: number) => useQuery(propertyChannelsQuery(propertyId));

/** Adding, changing and removing feeds answer the property's channels as they now are. */
export function useFeedChanges(propertyId: number) {
  const queryClient = useQueryClient();
  const base = `/properties/${propertyId}/channel-feeds`;
  const onSuccess = (channels: PropertyChannelsResponse) => queryClient.setQueryData(channelsKey(propertyId), channels);
  const add = useMutation({
    mutationFn: (json: ChannelFeedRequest) => staffApi.post(base, { json, schema: propertyChannelsResponse }),
    onSuccess,
  });
  const change = useMutation({
    mutationFn: ({ feedId, json }: { feedId: number; json: ChannelFeedRequest }) =>
      staffApi.put(`${base}/${feedId}`, { json, schema: propertyChannelsResponse }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (feedId: number) => staffApi.delete(`${base}/${feedId}`, { schema: propertyChannelsResponse }),
    onSuccess,
  });
  const fetchNow = useMutation({
    mutationFn: (feedId: number) => staffApi.post(`${base}/${feedId}/fetch`, { schema: okResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey(propertyId) }),
  });
  return { add, change, remove, fetchNow };
}

/** The availability link: made (or made again, the old one stopping) and turned off. */
export function useAvailabilityChanges(propertyId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: channelsKey(propertyId) });
  const create = useMutation({
    mutationFn: () => staffApi.post(`/properties/${propertyId}/availability-feed`, { schema: availabilityFeedView }),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: () => staffApi.delete<null>(`/properties/${propertyId}/availability-feed`),
    onSettled: refresh,
  });
  return { create, revoke };
}

/** GET /api/staff/channel-conflicts: every property's. */
export const useAllConflicts = () =>
  useQuery({
    queryKey: ['staff', 'channel-conflicts'],
    queryFn: () => staffApi.get('/channel-conflicts', { schema: allConflictsResponse }),
  });
