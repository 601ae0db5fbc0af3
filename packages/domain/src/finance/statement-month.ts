import { type LocalDate, type LocalMonth, lastDayOfMonth, localDateOf, monthOf } from '../dates/index.ts';

/**
 * Which month's statement a guest stay belongs to (decision 030): the month of its check-out date on the property's
 * clock. The whole stay goes on that statement, so each line is the very figure the booking details show, and a stay
 * is counted once, after it has ended.
 */
export function statementMonthOf(checkOut: Date, timeZone: string): LocalMonth {
  return monthOf(localDateOf(checkOut, timeZone));
}

/** A month can be closed once its last day is over on the property's clock. */
export function isMonthFinished(month: LocalMonth, today: LocalDate): boolean {
  return today > lastDayOfMonth(month);
}
