import { isLocalDate } from '@portal/domain';
import { formatLocalDate, intlLocale } from '../../lib/intl.ts';

/** '22 November 2026' in the owner's language; a malformed value is shown as it came. */
export function formatDay(date: string, language: string): string {
  if (!isLocalDate(date)) return date;
  return formatLocalDate(date, intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric' });
}
