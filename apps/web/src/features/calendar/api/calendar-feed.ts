import type { CalendarFeedCreated, CalendarFeedStatus } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { answerSchema, checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

const feedKey = (propertyId: number) => ['calendar-feed', propertyId] as const;

/** GET /calendar-feed: whether the property has a subscription link (never the link itself). */
export function getCalendarFeed(propertyId: number, signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return ownApi.get('/calendar-feed', {
    query: { propertyId },
    schema: checkedInDevelopment('calendarFeedStatus'),
    signal,
  });
}

export function useCalendarFeed(propertyId: number) {
  return useQuery({ queryKey: feedKey(propertyId), queryFn: ({ signal }) => getCalendarFeed(propertyId, signal) });
}

/** POST /calendar-feed: a new link, shown once (kept in the mutation's data while the screen is open). */
export function createCalendarFeed(propertyId: number): Promise<CalendarFeedCreated> {
  return ownApi.post('/calendar-feed', { json: { propertyId }, schema: answerSchema('calendarFeedCreated') });
}

export function useCreateCalendarFeed(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(propertyId),
    onSuccess: (created) =>
      queryClient.setQueryData<CalendarFeedStatus>(feedKey(propertyId), {
        propertyId,
        isActive: true,
        createdAt: created.createdAt,
      }),
  });
}

/** DELETE /calendar-feed: the link stops working. */
export function useRevokeCalendarFeed(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ownApi.delete<null>('/calendar-feed', { query: { propertyId } }),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(feedKey(propertyId), {
        propertyId,
        isActive: false,
        createdAt: null,
      }),
  });
}
