import { eachDayOfInterval, endOfMonth, endOfWeek, format, getISODay, startOfMonth, startOfWeek } from 'date-fns';

export interface GridDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  dayOfMonth: number;
  /** A day of the previous or next month that fills the first or last week. */
  isOutside: boolean;
  isToday: boolean;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
}

/** The weeks of a month, Monday first (spec §1), each a row of seven days. Month is 1-12. */
export function gridWeeks(year: number, month: number, today?: string): GridDay[][] {
  const first = startOfMonth(new Date(year, month - 1, 1));
  const days = eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn: 1 }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn: 1 }),
  });
  const weeks: GridDay[][] = [];
  for (const [index, day] of days.entries()) {
    const date = format(day, 'yyyy-MM-dd');
    const cell = {
      date,
      dayOfMonth: day.getDate(),
      isOutside: day.getMonth() !== month - 1,
      isToday: date === today,
      weekday: getISODay(day),
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
    const day = new Date(2024, 0, 1 + i);
    return {
      narrow: new Intl.DateTimeFormat(locale, { weekday: 'narrow' }).format(day),
      short: new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(day),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(day),
    };
  });
}

/** 'June 2026' / 'Июнь 2026 г.' / 'يونيو 2026' — the month name translated by the platform, first letter upper case. */
export function monthTitle(locale: string, year: number, month: number): string {
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
  // Only the first letter: CSS `capitalize` would also turn Russian 'г.' into 'Г.'.
  return title.charAt(0).toLocaleUpperCase(locale) + title.slice(1);
}

/** A full, spoken date for a day button. */
export function dayTitle(locale: string, date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(y, m - 1, d),
  );
}
