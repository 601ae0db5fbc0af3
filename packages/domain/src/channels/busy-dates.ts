import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME } from '../blocks/constants.ts';
import { addDays, type LocalDate } from '../dates/local-date.ts';
import { localParts } from '../dates/zoned.ts';

/**
 * The nights a stay takes, as the whole days channels import (DTSTART and an exclusive DTEND, VALUE=DATE). The night
 * of a date runs from its check-in time (15:00) to the next day's check-out time (11:00) in the property's zone; a
 * stay takes every night it touches, and at least one.
 *
 *   check-in 15:00 on the 10th, check-out 11:00 on the 12th → 10th to 12th (the nights of the 10th and the 11th)
 *   check-in 09:00 on the 10th → from the 9th (the guest of the 9th's night is still there)
 *   check-out 16:00 on the 12th → to the 13th (a guest arriving on the 12th could not check in)
 */
export function busyDates(checkIn: Date, checkOut: Date, timeZone: string): { start: LocalDate; end: LocalDate } {
  const from = localParts(checkIn, timeZone);
  const to = localParts(checkOut, timeZone);
  const start = from.time < DEFAULT_CHECK_OUT_TIME ? addDays(from.date, -1) : from.date;
  const lastNightEnds = to.time > DEFAULT_CHECK_IN_TIME ? addDays(to.date, 1) : to.date;
  return { start, end: lastNightEnds > start ? lastNightEnds : addDays(start, 1) };
}
