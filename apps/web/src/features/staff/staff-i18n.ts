import i18next from 'i18next';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import statementsAr from './i18n/statements/ar.json';
import statementsEn from './i18n/statements/en.json';
import statementsRu from './i18n/statements/ru.json';

/**
 * The console's texts, namespace 'staff'. They live outside `locales/` (which the app loads eagerly for every
 * page) and are added when the console's chunk loads, so owner pages carry none of them (decision 048).
 */
export const STAFF_TEXTS = { en, ru, ar };
/** Month close, statements and invoices: namespace 'staffStatements'. */
export const STAFF_STATEMENT_TEXTS = { en: statementsEn, ru: statementsRu, ar: statementsAr };

export function registerStaffTexts(): void {
  for (const [language, texts] of Object.entries(STAFF_TEXTS)) {
    if (!i18next.hasResourceBundle(language, 'staff')) i18next.addResourceBundle(language, 'staff', texts);
  }
  for (const [language, texts] of Object.entries(STAFF_STATEMENT_TEXTS)) {
    if (!i18next.hasResourceBundle(language, 'staffStatements')) {
      i18next.addResourceBundle(language, 'staffStatements', texts);
    }
  }
}
