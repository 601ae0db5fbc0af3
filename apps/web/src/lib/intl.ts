import { dateParts, type LocalDate } from '@portal/domain';
import { intlLocale } from '@portal/i18n';

export { intlLocale };

/** Spec §9: 12-hour times with AM/PM, 24-hour in Russian. */
export function uses24Hours(language: string): boolean {
  return language === 'ru';
}

// Building an Intl.DateTimeFormat costs far more than formatting with one; a month grid formats about 150 dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function utcFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A 'YYYY-MM-DD' day in words, read in UTC so the browser's own zone can never move it to another day. */
export function formatLocalDate(date: LocalDate, locale: string, options: Intl.DateTimeFormatOptions): string {
  const [year, month, day] = dateParts(date);
  return utcFormatter(locale, options).format(new Date(Date.UTC(year, month - 1, day)));
}
