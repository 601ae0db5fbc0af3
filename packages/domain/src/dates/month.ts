import { addDays, dateParts, type LocalDate } from './local-date.ts';

/** A calendar month, 'YYYY-MM': sorts and compares as text, like LocalDate. */
export type LocalMonth = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isLocalMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** The month a day lies in. */
export function monthOf(date: LocalDate): LocalMonth {
  return date.slice(0, 7);
}

/** The month of a year and a 1-12 month number. */
export function localMonth(year: number, month: number): LocalMonth {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Year and 1-12 month number of a month; throws on anything that is not 'YYYY-MM'. */
export function monthParts(month: LocalMonth): { year: number; month: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Invalid month ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The month `by` months later (earlier when negative). */
export function shiftMonth(month: LocalMonth, by: number): LocalMonth {
  const parts = monthParts(month);
  const index = parts.year * 12 + (parts.month - 1) + by;
  return localMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: LocalMonth, to: LocalMonth): number {
  const a = monthParts(from);
  const b = monthParts(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

export function lastDayOfMonth(month: LocalMonth): LocalDate {
  return addDays(`${shiftMonth(month, 1)}-01`, -1);
}

export function daysInMonth(month: LocalMonth): number {
  return dateParts(lastDayOfMonth(month))[2];
}

/** First and last date of a month, both included. */
export function monthRange(month: LocalMonth): { from: LocalDate; to: LocalDate } {
  const to = lastDayOfMonth(month);
  return { from: `${month}-01`, to };
}
