import { formatMonthYear } from '@portal/i18n';
import { useTranslation } from 'react-i18next';

/** 'May 2026' in the owner's language. */
export function useMonthLabel(): (year: number, month: number) => string {
  const { i18n } = useTranslation();
  return (year, month) => formatMonthYear(year, month, i18n.language);
}
