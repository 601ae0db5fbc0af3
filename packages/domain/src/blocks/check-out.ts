import { DEFAULT_CHECK_OUT_TIME } from './constants.ts';
import { addDays, daysBetween, type LocalDate, type LocalTime, localParts, secondsOf } from './local-time.ts';

/**
 * Spec §4/§9: a check-out after 11:00 keeps the property until 11:00 the next day (the cleaners need
 * the morning before the next guest's 15:00 check-in). Returns the check-out that is stored and blocked.
 */
export function extendLateCheckOut(toDate: LocalDate, toTime: LocalTime): { date: LocalDate; time: LocalTime } {
  if (secondsOf(toTime) > secondsOf(DEFAULT_CHECK_OUT_TIME)) {
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
