import i18next from 'i18next';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

/**
 * The documents screens' texts, namespace 'documents', added when this route's chunk loads (as the staff console's,
 * decision 048) so other pages carry none of them. Labels the PDFs share come from @portal/i18n ('statement').
 */
export const DOCUMENTS_TEXTS = { en, ru, ar };

export function registerDocumentsTexts(): void {
  for (const [language, texts] of Object.entries(DOCUMENTS_TEXTS)) {
    if (!i18next.hasResourceBundle(language, 'documents')) i18next.addResourceBundle(language, 'documents', texts);
  }
}
