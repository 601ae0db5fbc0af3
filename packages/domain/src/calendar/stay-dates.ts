import { addDays, eachDate, type LocalDate, localDateOf } from '../dates/index.ts';

export interface Period {
  checkIn: Date;
  checkOut: Date;
}

/**
 * The nights of a stay as the local dates they start on: check-in date up to, not including, the
 * check-out date. A stay that starts and ends on one date has no night.
 */
export function nightDates(period: Period, timeZone: string): LocalDate[] {
  const first = localDateOf(period.checkIn, timeZone);
  const checkOutDate = localDateOf(period.checkOut, timeZone);
  if (checkOutDate <= first) return [];
  return eachDate(first, addDays(checkOutDate, -1));
}

/** The dates a stay occupies on the calendar: its nights, or its single date when it has none. */
export function stayDates(period: Period, timeZone: string): LocalDate[] {
  const nights = nightDates(period, timeZone);
  return nights.length > 0 ? nights : [localDateOf(period.checkIn, timeZone)];
}

/** The dates a task touches: every local date from its start to the instant before its end. */
export function taskDates(period: Period, timeZone: string): LocalDate[] {
  const first = localDateOf(period.checkIn, timeZone);
  const lastInstant = new Date(Math.max(period.checkIn.getTime(), period.checkOut.getTime() - 1));
  return eachDate(first, localDateOf(lastInstant, timeZone));
}
