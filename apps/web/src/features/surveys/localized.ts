import type { Localized } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** Picks the owner's language from a company-written text (definitions are data), English when it is missing. */
export function useLocalized(): (text: Localized | undefined) => string {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as keyof Localized;
  return (text) => (text ? text[language] || text.en : '');
}
