import type { CalendarResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

function getCalendar(propertyId: number, from: string, to: string, signal?: AbortSignal): Promise<CalendarResponse> {
  return ownApi.get('/calendar', {
    query: { listingId: propertyId, from, to },
    schema: checkedInDevelopment('calendarResponse'),
    signal,
  });
}

/** Calendar days for the 'Block off date' month; key ['calendar', id, from, to] like the calendar screen's. */
export function useBlockCalendar(propertyId: number, range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['calendar', propertyId, range.from, range.to],
    queryFn: ({ signal }) => getCalendar(propertyId, range.from, range.to, signal),
    placeholderData: keepPreviousData,
  });
}
