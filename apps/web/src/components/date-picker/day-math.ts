/** 'YYYY-MM-DD' arithmetic done in UTC, so neither the browser's time zone nor a DST change can shift a day. */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value);
}

function toUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const day = toUtc(date);
  day.setUTCDate(day.getUTCDate() + days);
  return toIso(day);
}

/** The same day of another month, or that month's last day when it is shorter (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const day = toUtc(date);
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), lastDay));
  return toIso(target);
}

/** Days to Monday (start) or Sunday (end) of the date's week: the week starts on Monday. */
export function weekEdge(date: string, edge: 'start' | 'end'): string {
  const isoWeekday = toUtc(date).getUTCDay() || 7;
  return addDays(date, edge === 'start' ? 1 - isoWeekday : 7 - isoWeekday);
}

/** 'YYYY-MM' of a day, comparable as text. */
export const monthKey = (date: string) => date.slice(0, 7);

export function monthParts(date: string): { year: number; month: number } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
}

export function isOutOfRange(date: string, min?: string, max?: string): boolean {
  return Boolean((min && date < min) || (max && date > max));
}

export function clampDay(date: string, min?: string, max?: string): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/** The day a key moves the focus to, or null when the key does not move it. Arrows follow the reading direction. */
export function dayForKey(key: string, date: string, options: { isRtl: boolean; isShift: boolean }): string | null {
  const forward = options.isRtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(date, forward);
    case 'ArrowLeft':
      return addDays(date, -forward);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'Home':
      return weekEdge(date, 'start');
    case 'End':
      return weekEdge(date, 'end');
    case 'PageUp':
      return addMonths(date, options.isShift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, options.isShift ? 12 : 1);
    default:
      return null;
  }
}

/** Today in the browser, used only to open an empty picker on a sensible month. */
export function localToday(): string {
  const now = new Date();
  return toIso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}
