import {
  addDays,
  daysBetween,
  isLocalTime,
  type LocalDate,
  type LocalTime,
  localParts,
  secondsOf,
} from '../dates/index.ts';
import { DEFAULT_CHECK_OUT_TIME } from './constants.ts';

/**
 * docs/product/owner-stays.md#time-rules: a check-out after 11:00 is late; it keeps the property until 11:00 the next day (the cleaners
 * need the morning before the next guest's 15:00 check-in). False for a time that cannot be read.
 */
export function isLateCheckOut(toTime: LocalTime): boolean {
  return isLocalTime(toTime) && secondsOf(toTime) > secondsOf(DEFAULT_CHECK_OUT_TIME);
}

/** The check-out that is stored and blocked: a late one moves to 11:00 the next day. */
export function extendLateCheckOut(toDate: LocalDate, toTime: LocalTime): { date: LocalDate; time: LocalTime } {
  if (isLateCheckOut(toTime)) {
    return { date: addDays(toDate, 1), time: DEFAULT_CHECK_OUT_TIME };
  }
  return { date: toDate, time: toTime };
}

/** A check-out at exactly midnight is shown as 00:00:01 so the stay does not end on the previous day. */
export function displayCheckOut(checkOut: Date, timeZone: string): Date {
  const { time } = localParts(checkOut, timeZone);
  return time === '00:00' ? new Date(checkOut.getTime() + 1000) : checkOut;
}

/** Nights between the check-in day and the check-out day, in the property's zone. */
export function countNights(checkIn: Date, checkOut: Date, timeZone: string): number {
  return Math.max(0, daysBetween(localParts(checkIn, timeZone).date, localParts(checkOut, timeZone).date));
}
