import { daysInMonth, type LocalDate, localDateOf, localMonth, monthRange } from '../dates/index.ts';
import { nightDates, type Period } from './stay-dates.ts';

export interface EarningStay extends Period {
  /** Gross revenue of the whole stay in minor units. */
  grossMinor: number;
}

export interface MonthStatistics {
  earningMinor: number;
  stays: number;
  nights: number;
  /** Nights inside the month over the month's days, × 100, not rounded. */
  occupancyRate: number;
}

/**
 * A stay's share of the month (docs/decisions/016): the nights that fall inside the month, and the
 * gross revenue pro rata to those nights. Shares are cut by cumulative rounding, so the months of one
 * stay always add up to its exact total. A stay without nights belongs wholly to its check-in month.
 */
export function monthShare(
  stay: EarningStay,
  year: number,
  month: number,
  timeZone: string,
): { nights: number; earningMinor: number; isInMonth: boolean } {
  const { from, to } = monthRange(localMonth(year, month));
  const inMonth = (date: LocalDate) => date >= from && date <= to;
  const nights = nightDates(stay, timeZone);
  if (nights.length === 0) {
    const isInMonth = inMonth(localDateOf(stay.checkIn, timeZone));
    return { nights: 0, earningMinor: isInMonth ? stay.grossMinor : 0, isInMonth };
  }
  const before = nights.filter((date) => date < from).length;
  const inside = nights.filter(inMonth).length;
  const cut = (count: number) => Math.round((stay.grossMinor * count) / nights.length);
  return { nights: inside, earningMinor: cut(before + inside) - cut(before), isInMonth: inside > 0 };
}

/** Spec "Monthly statistics" for one property-month: earning, stays, nights and occupancy_rate. */
export function monthStatistics(input: {
  year: number;
  month: number;
  timeZone: string;
  stays: EarningStay[];
}): MonthStatistics {
  let earningMinor = 0;
  let nights = 0;
  let stays = 0;
  for (const stay of input.stays) {
    const share = monthShare(stay, input.year, input.month, input.timeZone);
    if (!share.isInMonth) continue;
    stays += 1;
    nights += share.nights;
    earningMinor += share.earningMinor;
  }
  const occupancyRate = (nights / daysInMonth(localMonth(input.year, input.month))) * 100;
  return { earningMinor, stays, nights, occupancyRate };
}

/** Occupancy as the owner sees it: a whole percentage. */
export function roundedPercent(rate: number): number {
  return Math.round(rate);
}
