import {
  addDays,
  dateParts,
  eachDate,
  endOfWeek,
  isoWeekday,
  type LocalDate,
  lastDayOfMonth,
  localMonth,
  startOfWeek,
} from '@portal/domain';
import { formatLocalDate } from '../../lib/intl.ts';

export interface GridDay {
  /** 'YYYY-MM-DD'. */
  date: LocalDate;
  dayOfMonth: number;
  /** A day of the previous or next month that fills the first or last week. */
  isOutside: boolean;
  isToday: boolean;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
}

/** The weeks of a month, Monday first (docs/product/shell-and-languages.md#dates-times-and-numbers), each a row of seven days. Month is 1-12. */
export function gridWeeks(year: number, month: number, today?: string): GridDay[][] {
  const shown = localMonth(year, month);
  const days = eachDate(startOfWeek(`${shown}-01`), endOfWeek(lastDayOfMonth(shown)));
  const weeks: GridDay[][] = [];
  for (const [index, date] of days.entries()) {
    const cell = {
      date,
      dayOfMonth: dateParts(date)[2],
      isOutside: !date.startsWith(shown),
      isToday: date === today,
      weekday: isoWeekday(date),
    };
    if (index % 7 === 0) weeks.push([cell]);
    else weeks.at(-1)?.push(cell);
  }
  return weeks;
}

/** Weekday names Monday to Sunday in the locale: narrow, short and long. */
export function weekdayNames(locale: string): { narrow: string; short: string; long: string }[] {
  // 2024-01-01 is a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays('2024-01-01', i);
    return {
      narrow: formatLocalDate(day, locale, { weekday: 'narrow' }),
      short: formatLocalDate(day, locale, { weekday: 'short' }),
      long: formatLocalDate(day, locale, { weekday: 'long' }),
    };
  });
}

/** 'June 2026' / 'Июнь 2026 г.' / 'يونيو 2026' — the month name translated by the platform, first letter upper case. */
export function monthTitle(locale: string, year: number, month: number): string {
  const title = formatLocalDate(`${localMonth(year, month)}-01`, locale, { month: 'long', year: 'numeric' });
  // Only the first letter: CSS `capitalize` would also turn Russian 'г.' into 'Г.'.
  return title.charAt(0).toLocaleUpperCase(locale) + title.slice(1);
}

/** A full, spoken date for a day button. */
export function dayTitle(locale: string, date: string): string {
  return formatLocalDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
