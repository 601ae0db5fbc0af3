import i18next from 'i18next';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import messagesAr from './i18n/messages/ar.json';
import messagesEn from './i18n/messages/en.json';
import messagesRu from './i18n/messages/ru.json';
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

/** Notifications to owners and support messages: namespace 'staffMessages'. */
export const STAFF_MESSAGE_TEXTS = { en: messagesEn, ru: messagesRu, ar: messagesAr };

const NAMESPACES = { staff: STAFF_TEXTS, staffStatements: STAFF_STATEMENT_TEXTS, staffMessages: STAFF_MESSAGE_TEXTS };

export function registerStaffTexts(): void {
  for (const [namespace, files] of Object.entries(NAMESPACES)) {
    for (const [language, texts] of Object.entries(files)) {
      if (!i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, texts);
    }
  }
}
