/** The picker's keyboard moves, built on the domain's 'YYYY-MM-DD' arithmetic (UTC inside, so no zone can shift a day). */
import {
  addDays,
  daysInMonth,
  endOfWeek,
  type LocalDate,
  localDateOf,
  monthOf,
  shiftMonth,
  startOfWeek,
} from '@portal/domain';

/** The same day of another month, or that month's last day when it is shorter (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const month = shiftMonth(monthOf(date), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return addDays(`${month}-01`, day - 1);
}

export function isOutOfRange(date: LocalDate, min?: string, max?: string): boolean {
  return Boolean((min && date < min) || (max && date > max));
}

export function clampDay(date: LocalDate, min?: string, max?: string): LocalDate {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/** The day a key moves the focus to, or null when the key does not move it. Arrows follow the reading direction. */
export function dayForKey(
  key: string,
  date: LocalDate,
  options: { isRtl: boolean; isShift: boolean },
): LocalDate | null {
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
      return startOfWeek(date);
    case 'End':
      return endOfWeek(date);
    case 'PageUp':
      return addMonths(date, options.isShift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, options.isShift ? 12 : 1);
    default:
      return null;
  }
}

/** Today in the browser's zone, used only to open an empty picker on a sensible month. */
export function browserToday(): LocalDate {
  return localDateOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}
