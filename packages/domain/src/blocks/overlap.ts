import { addDays, type LocalDate, zonedInstant } from '../dates/index.ts';
import type { StayRange } from './lifecycle.ts';

/** Half-open ranges: a check-out at 11:00 and the next check-in at 11:00 do not overlap. */
export function rangesOverlap(a: StayRange, b: StayRange): boolean {
  return a.checkIn.getTime() < b.checkOut.getTime() && b.checkIn.getTime() < a.checkOut.getTime();
}

export function overlapsAny(range: StayRange, others: readonly StayRange[]): boolean {
  return others.some((other) => rangesOverlap(range, other));
}

/** The contract termination period (np_start_date..np_end_date, both days included). */
export interface TerminationPeriod {
  start: LocalDate | null;
  end: LocalDate | null;
}

/** From the start day's midnight to the midnight after the end day; open-ended without an end day. */
export function terminationRange(period: TerminationPeriod, timeZone: string): StayRange | null {
  if (!period.start) return null;
  const checkIn = zonedInstant(period.start, '00:00', timeZone);
  const checkOut = period.end ? zonedInstant(addDays(period.end, 1), '00:00', timeZone) : new Date(8.64e15);
  return checkOut > checkIn ? { checkIn, checkOut } : null;
}

export function overlapsTermination(
  range: StayRange,
  period: TerminationPeriod | null | undefined,
  timeZone: string,
): boolean {
  const termination = period ? terminationRange(period, timeZone) : null;
  return termination !== null && rangesOverlap(range, termination);
}
