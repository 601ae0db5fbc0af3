import {
  addDays,
  type LocalDate,
  type LocalTime,
  localDateOf,
  localParts,
  secondsOf,
  timeOfMinutes,
} from '../dates/index.ts';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME } from './constants.ts';

export interface BlockDates {
  fromDate: LocalDate;
  fromTime: LocalTime;
  toDate: LocalDate;
  toTime: LocalTime;
}

/** docs/product/owner-stays.md#time-rules: a clicked date blocks from that day 15:00 to the next day 11:00. */
export function defaultBlock(clickedDate: LocalDate): BlockDates {
  return {
    fromDate: clickedDate,
    fromTime: DEFAULT_CHECK_IN_TIME,
    toDate: addDays(clickedDate, 1),
    toTime: DEFAULT_CHECK_OUT_TIME,
  };
}

function secondsNow(now: Date, timeZone: string): number {
  return secondsOf(localParts(now, timeZone).time);
}

/**
 * docs/product/owner-stays.md#time-rules: today while the current time is before both the chosen start time and 15:00, else tomorrow.
 * An unparseable start time counts as the default 15:00.
 */
export function earliestSelectableDate(
  now: Date,
  timeZone: string,
  chosenStartTime: LocalTime = DEFAULT_CHECK_IN_TIME,
): LocalDate {
  const today = localDateOf(now, timeZone);
  const current = secondsNow(now, timeZone);
  let start: number;
  try {
    start = secondsOf(chosenStartTime);
  } catch {
    start = secondsOf(DEFAULT_CHECK_IN_TIME);
  }
  const isTodayOpen = current < start && current < secondsOf(DEFAULT_CHECK_IN_TIME);
  return isTodayOpen ? today : addDays(today, 1);
}

/**
 * The earliest time on `date`: the next whole minute when `date` is today, midnight on a later day,
 * null on a day already gone (or when no minute is left today).
 */
export function minimumTimeOn(date: LocalDate, now: Date, timeZone: string): LocalTime | null {
  const today = localDateOf(now, timeZone);
  if (date > today) return '00:00';
  if (date < today) return null;
  const nextMinute = Math.floor(secondsNow(now, timeZone) / 60) + 1;
  return nextMinute >= 24 * 60 ? null : timeOfMinutes(nextMinute);
}
