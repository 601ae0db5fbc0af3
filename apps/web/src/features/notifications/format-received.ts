import { dateTimeFormat } from '@portal/i18n';
import { intlLocale, uses24Hours } from '../../lib/intl.ts';

/** When a notification arrived, in the reader's language and the device's clock ('Mar 3, 2026, 9:15 AM'). */
export function formatReceived(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: !uses24Hours(language),
  }).format(date);
}
