import { RESERVATIONS_MAX_LIMIT, type ReservationsResponse } from '@portal/contract';
import { type LocalMonth, monthRange } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

/** The confirmed and checked-in stays touching a month (docs/product/settings-property-summary.md#occupancy-rate reservations call), sorted by check-in. */
export function getMonthReservations(
  propertyId: number,
  month: LocalMonth,
  signal?: AbortSignal,
): Promise<ReservationsResponse> {
  const { from, to } = monthRange(month);
  return ownApi.get('/reservations', {
    query: {
      listingId: propertyId,
      checkInDateLocalizedLte: to,
      checkOutDateLocalizedGte: from,
      status: 'confirmed,checked_in',
      sort: 'checkIn',
      limit: RESERVATIONS_MAX_LIMIT,
    },
    schema: checkedInDevelopment('reservationsResponse'),
    signal,
  });
}

/** Key ['reservations', propertyId, …] like the calendar's, so the block screens' invalidation reaches it too. */
export const monthReservationsQueryOptions = (propertyId: number, month: LocalMonth) =>
  queryOptions({
    queryKey: ['reservations', propertyId, 'month', month],
    queryFn: ({ signal }) => getMonthReservations(propertyId, month, signal),
  });

export function useMonthReservations(propertyId: number, month: LocalMonth) {
  return useQuery(monthReservationsQueryOptions(propertyId, month));
}
