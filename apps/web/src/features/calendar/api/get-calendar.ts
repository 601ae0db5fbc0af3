import { type CalendarQuery, type CalendarResponse, calendarResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';

/** The days asked for, as GET /calendar names them ('YYYY-MM-DD', both included). */
export type DateRange = Pick<CalendarQuery, 'from' | 'to'>;

export function getCalendar(propertyId: number, range: DateRange, signal?: AbortSignal): Promise<CalendarResponse> {
  return ownApi.get('/calendar', {
    query: { listingId: propertyId, from: range.from, to: range.to },
    schema: calendarResponse,
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
