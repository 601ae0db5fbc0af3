import type { CalendarQuery, CalendarResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

/** The days asked for, as GET /calendar names them ('YYYY-MM-DD', both included). */
export type DateRange = Pick<CalendarQuery, 'from' | 'to'>;

/** GET /calendar's path and query for a property's days, in one order. */
export const CALENDAR_PATH = '/calendar';
export const calendarQuery = (propertyId: number, range: DateRange) => ({
  listingId: propertyId,
  from: range.from,
  to: range.to,
});

export function getCalendar(propertyId: number, range: DateRange, signal?: AbortSignal): Promise<CalendarResponse> {
  return ownApi.get(CALENDAR_PATH, {
    query: calendarQuery(propertyId, range),
    schema: checkedInDevelopment('calendarResponse'),
    signal,
  });
}

/** Key ['calendar', propertyId, …]: the block screens invalidate ['calendar', propertyId] after a change. */
export const calendarQueryOptions = (propertyId: number, range: DateRange) =>
  queryOptions({
    queryKey: ['calendar', propertyId, range.from, range.to],
    queryFn: ({ signal }) => getCalendar(propertyId, range, signal),
  });

export function useCalendar(propertyId: number, range: DateRange, isEnabled: boolean) {
  return useQuery({
    ...calendarQueryOptions(propertyId, range),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
