import { dateTimeFormat, numberFormat } from './intl-cache.ts';

/** Locale tags for Intl: Arabic keeps Latin digits, as times, dates and amounts read in the UAE. */
export function intlLocale(language: string): string {
  if (language === 'ru') return 'ru-RU';
  if (language === 'ar') return 'ar-AE-u-nu-latn';
  return 'en-US';
}

/** Money with 2 decimals in the property's currency, in the reader's language (the web and the PDFs alike). */
export function formatMoney(amount: number, currency: string, language: string): string {
  return numberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** 'May 2026', 'май 2026 г.', 'مايو 2026'. */
export function formatMonthYear(year: number, month: number, language: string): string {
  return dateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A day of an instant on a property's clock, e.g. '3 May 2026'. */
export function formatDay(instant: Date, timeZone: string, language: string, withYear = true): string {
  return dateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone,
  }).format(instant);
}
