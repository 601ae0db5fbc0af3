import { zonedInstant } from '../dates/index.ts';

/** Tests read in Dubai wall-clock time (UTC+4, no daylight saving): at('2026-03-10', '14:59'). */
export const DUBAI = 'Asia/Dubai';

export function at(date: string, time: string, timeZone: string = DUBAI): Date {
  return zonedInstant(date, time, timeZone);
}

export function range(fromDate: string, fromTime: string, toDate: string, toTime: string) {
  return { checkIn: at(fromDate, fromTime), checkOut: at(toDate, toTime) };
}
