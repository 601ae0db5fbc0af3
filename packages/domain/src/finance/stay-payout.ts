import { localDateOf, monthOf, monthParts } from '../dates/index.ts';
import { type OwnerPayoutMinor, ownerPayout } from '../properties/money.ts';
import { type CommissionSetting, commissionFor } from './commission.ts';

/** A guest stay's owner-side figures as stored, in minor units, with the commission rows that may apply. */
export interface PayoutStay {
  propertyId: number;
  checkIn: Date;
  timeZone: string;
  discountedFareMinor: number;
  hostServiceFeeMinor: number;
  grossRevenueMinor: number;
  commissionSettings: readonly CommissionSetting[];
}

/** A stay is charged the commission of its check-in month, in the property's zone (decision 018). */
export function stayCommission(stay: Pick<PayoutStay, 'propertyId' | 'checkIn' | 'timeZone' | 'commissionSettings'>) {
  const checkInMonth = monthParts(monthOf(localDateOf(stay.checkIn, stay.timeZone)));
  return commissionFor(stay.commissionSettings, { propertyId: stay.propertyId, ...checkInMonth });
}

/**
 * The owner payout of one guest stay: what the calendar's booking details show and what a statement line is built
 * from. One rule, so the two can never disagree.
 */
export function stayPayout(stay: PayoutStay): OwnerPayoutMinor {
  return ownerPayout({
    discountedFare: stay.discountedFareMinor,
    hostServiceFee: stay.hostServiceFeeMinor,
    grossRevenue: stay.grossRevenueMinor,
    commission: stayCommission(stay),
  });
}
