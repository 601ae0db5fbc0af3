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
    // While a feed waits for a fetch (never fetched, or asked to fetch now since its last attempt) the page asks again
    // until the fetch has happened. Not by its next fetch time alone: the fetcher moves that past its lease when it
    // takes the feed, before the fetch is done (docs/product/integrations.md#channel-calendars-in).
    refetchInterval: (query) => (query.state.data?.feeds.some(awaitsFetch) ? 2000 : false),
  });

/** When this page asked for each feed's fetch (ms): kept for this tab only, to know what it is waiting for. */
const fetchesAsked = new Map<number, number>();

const awaitsFetch = (feed: PropertyChannelsResponse['feeds'][number]): boolean => {
  const lastAttempt = feed.lastAttemptAt === null ? null : Date.parse(feed.lastAttemptAt);
  if (lastAttempt === null) return true;
  const asked = fetchesAsked.get(feed.id);
  // Two minutes at most, so a browser clock ahead of the server's cannot keep the page asking.
  if (asked !== undefined && asked > lastAttempt && Date.now() - asked < 120_000) return true;
  fetchesAsked.delete(feed.id);
  return Date.parse(feed.nextFetchAt) <= Date.now();
};

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
    mutationFn: (feedId: number) => {
      fetchesAsked.set(feedId, Date.now());
      return staffApi.post(`${base}/${feedId}/fetch`, { schema: okResponse });
    },
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
