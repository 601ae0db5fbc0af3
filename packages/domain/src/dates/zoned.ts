import { TZDate } from '@date-fns/tz';
import { dateParts, type LocalDate } from './local-date.ts';
import { type LocalTime, secondsOf } from './local-time.ts';

export interface LocalParts {
  date: LocalDate;
  /** 'HH:mm', or 'HH:mm:ss' when the seconds are not zero. */
  time: LocalTime;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// One formatter per zone, kept: the calendar asks for thousands of instants per request.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// The calendar places the same stays' check-ins and check-outs on every request for a property: each instant's local
// date is worked out once per zone (formatToParts is the costly part) and kept, up to a bound per zone.
const localDates = new Map<string, Map<number, LocalDate>>();
const LOCAL_DATES_MAX = 50_000;

/** The wall-clock date and time of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const seconds = part('second');
  return {
    date: `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}${seconds === '00' ? '' : `:${seconds}`}`,
  };
}

/** The local date of an instant in a time zone; with `now`, today in that zone (the property's, for block rules). */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const time = instant.getTime();
  let dates = localDates.get(timeZone);
  if (!dates) {
    dates = new Map();
    localDates.set(timeZone, dates);
  }
  let date = dates.get(time);
  if (date === undefined) {
    date = localParts(instant, timeZone).date;
    if (dates.size >= LOCAL_DATES_MAX) dates.clear();
    dates.set(time, date);
  }
  return date;
}

/**
 * The instant of a wall-clock date and time in a time zone. '00:00' is always the start of the local day:
 * where daylight saving skips midnight, the day's first existing minute.
 */
export function zonedInstant(date: LocalDate, time: LocalTime, timeZone: string): Date {
  const [year, month, day] = dateParts(date);
  const seconds = secondsOf(time);
  const hours = Math.floor(seconds / 3600);
  const zoned = new TZDate(year, month - 1, day, hours, Math.floor(seconds / 60) % 60, seconds % 60, timeZone);
  return new Date(zoned.getTime());
}
