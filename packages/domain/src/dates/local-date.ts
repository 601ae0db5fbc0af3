/** A calendar day, 'YYYY-MM-DD', always meant in some property's time zone (or the browser's, for a picker). */
export type LocalDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Year, month (1-12) and day of a well-formed date; throws on anything else. */
export function dateParts(date: LocalDate): [year: number, month: number, day: number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Invalid date ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

// Day arithmetic runs on UTC midnights, so neither the machine's zone nor a DST change can shift a day.
function utcMidnight(date: LocalDate): number {
  const [year, month, day] = dateParts(date);
  return Date.UTC(year, month - 1, day);
}

// Day arithmetic asks for the same few thousand dates over and over (a calendar of 125 days per request): each UTC
// midnight is written once and kept. Bounded: emptied when it holds more than any real range needs.
const writtenDays = new Map<number, LocalDate>();
const WRITTEN_DAYS_MAX = 20_000;

function fromUtc(time: number): LocalDate {
  let date = writtenDays.get(time);
  if (date === undefined) {
    date = new Date(time).toISOString().slice(0, 10);
    if (writtenDays.size >= WRITTEN_DAYS_MAX) writtenDays.clear();
    writtenDays.set(time, date);
  }
  return date;
}

/** A real calendar day written 'YYYY-MM-DD' ('2027-02-29' is not one). */
export function isLocalDate(value: string): boolean {
  return DATE_PATTERN.test(value) && fromUtc(utcMidnight(value)) === value;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtc(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** Every date from `from` to `to`, both included. */
export function eachDate(from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** 1 = Monday … 7 = Sunday (the week starts on Monday, docs/product/shell-and-languages.md#dates-times-and-numbers). */
export function isoWeekday(date: LocalDate): number {
  return new Date(utcMidnight(date)).getUTCDay() || 7;
}

/** The Monday of the date's week. */
export function startOfWeek(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** The Sunday of the date's week. */
export function endOfWeek(date: LocalDate): LocalDate {
  return addDays(date, 7 - isoWeekday(date));
}
