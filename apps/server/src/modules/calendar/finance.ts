import type { Reservation, ReservationPayout } from '@portal/contract';
import {
  commissionFor,
  fromMinorUnits,
  localDateOf,
  monthOf,
  monthParts,
  ownerPayout,
  toMinorUnits,
} from '@portal/domain';
import type { ReservationRow } from './repo.ts';

const money = (value: string | null) => fromMinorUnits(toMinorUnits(value));

/** A stay is charged the commission of its check-in month, in the property's zone. */
function commissionOf(row: ReservationRow): string {
  const checkInMonth = monthParts(monthOf(localDateOf(row.checkIn, row.timeZone)));
  return commissionFor(row.commissionSettings, { propertyId: row.propertyId, ...checkInMonth });
}

function payoutOf(row: ReservationRow) {
  return ownerPayout({
    discountedFare: toMinorUnits(row.opDiscountedFare),
    hostServiceFee: toMinorUnits(row.opHostServiceFee),
    grossRevenue: toMinorUnits(row.opGrossRevenue),
    commission: commissionOf(row),
  });
}

/** Spec §3 "Reservation (as shown)"; an owner stay carries the property's label and no money. */
export function toWireReservation(row: ReservationRow): Reservation {
  const isOwner = row.kind === 'owner';
  const payout = isOwner ? null : payoutOf(row);
  return {
    id: row.id,
    propertyId: row.propertyId,
    confirmationCode: row.confirmationCode,
    start: row.checkIn.toISOString(),
    end: row.checkOut.toISOString(),
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

/** Settings §3 Guest payment and Owner payout breakdowns of one guest stay. */
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
