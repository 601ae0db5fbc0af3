import { dateParts, type LocalDate } from '@portal/domain';
import { dateTimeFormat, intlLocale } from '@portal/i18n';

export { intlLocale };

/** docs/product/shell-and-languages.md#dates-times-and-numbers: 12-hour times with AM/PM, 24-hour in Russian. */
export function uses24Hours(language: string): boolean {
  return language === 'ru';
}

/** A 'YYYY-MM-DD' day in words, read in UTC so the browser's own zone can never move it to another day. */
export function formatLocalDate(date: LocalDate, locale: string, options: Intl.DateTimeFormatOptions): string {
  const [year, month, day] = dateParts(date);
  // A month grid formats about 150 dates: the formatter is built once (dateTimeFormat keeps it).
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
