import { dateTimeFormat, numberFormat } from '@portal/i18n';
import { intlLocale, uses24Hours } from './intl.ts';

export { formatMoney } from '@portal/i18n';

export function formatDateTime(iso: string, timeZone: string, language: string): string {
  return dateTimeFormat(intlLocale(language), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: !uses24Hours(language),
  }).format(new Date(iso));
}

export function formatShortDate(iso: string, timeZone: string, language: string): string {
  return dateTimeFormat(intlLocale(language), { timeZone, day: 'numeric', month: 'short' }).format(new Date(iso));
}

export function formatPercent(value: number, language: string): string {
  return numberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
