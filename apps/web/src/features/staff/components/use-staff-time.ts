import { dateTimeFormat } from '@portal/i18n';
import { useTranslation } from 'react-i18next';

/** An instant as the staff member reads it: date and time in their language, on their device's clock. */
export function useStaffTime(): (iso: string | null, fallback?: string) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso, fallback = '—') => (iso ? format.format(new Date(iso)) : fallback);
}
