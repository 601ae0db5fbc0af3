import i18next from 'i18next';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

/**
 * The bell's texts, namespace 'notifications', added when the bell's chunk loads after sign-in (as the documents'
 * and the staff console's, decision 048), so the sign-in page carries none of them.
 */
export const NOTIFICATIONS_TEXTS = { en, ru, ar };

export function registerNotificationsTexts(): void {
  for (const [language, texts] of Object.entries(NOTIFICATIONS_TEXTS)) {
    if (!i18next.hasResourceBundle(language, 'notifications')) {
      i18next.addResourceBundle(language, 'notifications', texts);
    }
  }
}
