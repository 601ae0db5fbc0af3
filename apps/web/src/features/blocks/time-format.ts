import { isLocalDate, LATEST_CHECK_OUT_TIME, timeOfMinutes } from '@portal/domain';
import { dateTimeFormat } from '@portal/i18n';
import { formatLocalDate, intlLocale, uses24Hours } from '../../lib/intl.ts';

/** 'HH:mm' shown the owner's way: '3:00 PM', '3:00 م', '15:00'. */
export function formatTimeOfDay(time: string, language: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  return dateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: !uses24Hours(language),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** 'YYYY-MM-DD' as a readable date in the owner's language. */
export function formatDay(date: string, language: string): string {
  if (!isLocalDate(date)) return date;
  return formatLocalDate(date, intlLocale(language), { day: 'numeric', month: 'short', year: 'numeric' });
}

const ARABIC_DIGITS = /[٠-٩]/g;

/**
 * Reads what an owner typed as a time: '3 pm', '3:00 PM', '3:00 م', '15:00', '9.30'. Returns 'HH:mm', or null
 * when it is not a time (the form then shows 'Invalid time format').
 */
export function parseTimeOfDay(text: string): string | null {
  const normalized = text
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/\s*ص$/, ' am')
    .replace(/\s*م$/, ' pm')
    .replace(/\b([ap])\.?m\.?$/i, '$1m')
    .trim()
    .toLowerCase();
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/.exec(normalized);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[3];
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hours > 23 || match[2] === undefined) {
    return null;
  }
  return timeOfMinutes(hours * 60 + minutes);
}

/** Suggestions for the time field: every half hour of the day, and 11:59 PM (the latest check-out). */
export function timeSuggestions(): string[] {
  const times = Array.from({ length: 48 }, (_, i) => timeOfMinutes(i * 30));
  return [...times, LATEST_CHECK_OUT_TIME];
}
