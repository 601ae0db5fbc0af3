import { TZDate } from '@date-fns/tz';

/** A calendar day in the property's time zone, 'YYYY-MM-DD'. */
export type LocalDate = string;
/** A wall-clock time in the property's time zone, 'HH:mm' or 'HH:mm:ss'. */
export type LocalTime = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const WIRE_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,3})?(Z|[+-]\d{2}:\d{2})?$/;

export function isLocalDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

export function isLocalTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Seconds since midnight; call only on a valid time. */
export function secondsOf(time: LocalTime): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Invalid time ${time}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** 'HH:mm' for a number of minutes since midnight (0..1439). */
export function timeOfMinutes(minutes: number): LocalTime {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function dateParts(date: LocalDate): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Invalid date ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const [y1, m1, d1] = dateParts(from);
  const [y2, m2, d2] = dateParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** 'YYYY-MM' of a day. */
export function monthOf(date: LocalDate): string {
  return date.slice(0, 7);
}

/** 'YYYY-MM' of the month after `month`. */
export function nextMonth(month: string): string {
  return addDays(lastDayOfMonth(month), 1).slice(0, 7);
}

export function lastDayOfMonth(month: string): LocalDate {
  const [year, monthNumber] = dateParts(`${month}-01`);
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** The instant of a wall-clock date and time in a time zone. */
export function zonedInstant(date: LocalDate, time: LocalTime, timeZone: string): Date {
  const [year, month, day] = dateParts(date);
  const seconds = secondsOf(time);
  const zoned = new TZDate(
    year,
    month - 1,
    day,
    Math.floor(seconds / 3600),
    Math.floor(seconds / 60) % 60,
    seconds % 60,
    timeZone,
  );
  return new Date(zoned.getTime());
}

export interface LocalParts {
  date: LocalDate;
  /** 'HH:mm', or 'HH:mm:ss' when the seconds are not zero. */
  time: LocalTime;
}

/** The wall-clock date and time of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
  const seconds = zoned.getSeconds();
  const time = `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}${seconds ? `:${pad(seconds)}` : ''}`;
  return { date, time };
}

export function todayIn(now: Date, timeZone: string): LocalDate {
  return localParts(now, timeZone).date;
}

/**
 * A date-time from the wire: 'YYYY-MM-DDTHH:mm[:ss]' is wall-clock time in the property's zone;
 * with 'Z' or an offset it is an instant, turned into the property's wall clock. Null when malformed.
 */
export function parseWireDateTime(value: string, timeZone: string): LocalParts | null {
  const match = WIRE_PATTERN.exec(value);
  if (!match?.[1] || !match[2]) return null;
  if (!isLocalDate(match[1]) || !isLocalTime(match[2])) return null;
  if (!match[3]) return { date: match[1], time: match[2] };
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : localParts(instant, timeZone);
}

/** ISO 8601 with the property's offset, e.g. '2026-03-12T15:00:00+04:00'. */
export function toWireDateTime(instant: Date, timeZone: string): string {
  return new TZDate(instant.getTime(), timeZone).toISOString().replace(/\.\d{3}(?=Z|[+-])/, '');
}
