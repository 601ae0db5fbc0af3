import type { Reservation, ReservationPayout } from '@portal/contract';
import { displayCheckOut, fromMinorUnits, type OwnerPayoutMinor, stayPayout, toMinorUnits } from '@portal/domain';
import type { ReservationRow } from './repo.ts';

const money = (value: string | null) => fromMinorUnits(toMinorUnits(value));

/** The owner payout of a guest stay (the domain's one rule; statements are built from it too). */
export function payoutOf(row: ReservationRow): OwnerPayoutMinor {
  return stayPayout({
    propertyId: row.propertyId,
    checkIn: row.checkIn,
    timeZone: row.timeZone,
    discountedFareMinor: toMinorUnits(row.opDiscountedFare),
    hostServiceFeeMinor: toMinorUnits(row.opHostServiceFee),
    grossRevenueMinor: toMinorUnits(row.opGrossRevenue),
    commissionSettings: row.commissionSettings,
  });
}

/** docs/product/calendar.md#reservation-list "Reservation (as shown)"; an owner stay carries the property's label and no money. */
export function toWireReservation(row: ReservationRow): Reservation {
  const isOwner = row.kind === 'owner';
  const payout = isOwner ? null : payoutOf(row);
  return {
    id: row.id,
    propertyId: row.propertyId,
    confirmationCode: row.confirmationCode,
    start: row.checkIn.toISOString(),
    // docs/product/calendar.md#reservation-list: a check-out at exactly midnight (in the property's zone) is shown one second later, as the owner-stay
    // calls show it, so the stay does not read as ending the day before.
    end: displayCheckOut(row.checkOut, row.timeZone).toISOString(),
    nights: row.nights,
    source: isOwner ? null : row.source,
    guestName: isOwner ? row.ownerBlockLabel : row.guestName,
    title: isOwner ? row.ownerBlockLabel : [row.source, row.guestName].filter(Boolean).join(' | '),
    status: row.status,
    isParked: row.isParked,
    ownerReservation: isOwner,
    note: row.note,
    currency: row.currency,
    grossRevenue: payout ? fromMinorUnits(payout.grossRevenue) : null,
    managementFee: payout ? fromMinorUnits(payout.managementFee) : null,
    netRevenue: payout ? fromMinorUnits(payout.netPayout) : null,
    guestPayment: isOwner ? null : money(row.gpTotal),
    ownerPayout: payout ? fromMinorUnits(payout.netPayout) : null,
  };
}

/** docs/product/calendar.md#booking-details Guest payment and Owner payout breakdowns of one guest stay. */
export function toWirePayout(row: ReservationRow): ReservationPayout {
  const payout = payoutOf(row);
  return {
    confirmation_code: row.confirmationCode,
    currency: row.currency,
    guest_payment: {
      discounted_fare: money(row.gpDiscountedFare),
      cleaning_fee: money(row.gpCleaningFee),
      property_use_taxes: money(row.gpTaxes),
      total_guest_payment: money(row.gpTotal),
    },
    owner_payout: {
      discounted_fare: fromMinorUnits(payout.discountedFare),
      host_service_fee: fromMinorUnits(payout.hostServiceFee),
      gross_revenue: fromMinorUnits(payout.grossRevenue),
      management_fee: fromMinorUnits(payout.managementFee),
      net_payout: fromMinorUnits(payout.netPayout),
    },
  };
}
