import { RESERVATIONS_MAX_LIMIT, type ReservationsResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';
import type { DateRange } from './get-calendar.ts';

export const RESERVATIONS_PATH = '/reservations';

/** docs/product/calendar.md#reservation-list: confirmed and checked-in stays touching the range, sorted by check-in (one order: see calendarQuery). */
export const reservationsQuery = (propertyId: number, range: DateRange) => ({
  listingId: propertyId,
  checkInDateLocalizedLte: range.to,
  checkOutDateLocalizedGte: range.from,
  status: 'confirmed,checked_in',
  sort: 'checkIn',
  limit: RESERVATIONS_MAX_LIMIT,
});

export function getReservations(
  propertyId: number,
  range: DateRange,
  signal?: AbortSignal,
): Promise<ReservationsResponse> {
  return ownApi.get(RESERVATIONS_PATH, {
    query: reservationsQuery(propertyId, range),
    schema: checkedInDevelopment('reservationsResponse'),
    signal,
  });
}

/** Key ['reservations', propertyId, …]: the block screens invalidate ['reservations', propertyId]. */
export const reservationsQueryOptions = (propertyId: number, range: DateRange) =>
  queryOptions({
    queryKey: ['reservations', propertyId, range.from, range.to],
    queryFn: ({ signal }) => getReservations(propertyId, range, signal),
  });

export function useReservations(propertyId: number, range: DateRange, isEnabled: boolean) {
  return useQuery({
    ...reservationsQueryOptions(propertyId, range),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
