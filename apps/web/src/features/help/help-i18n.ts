import i18next from 'i18next';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

/** The help screens' texts, namespace 'help', added when a help route's chunk loads (as the documents', decision 048). */
export const HELP_TEXTS = { en, ru, ar };

export function registerHelpTexts(): void {
  for (const [language, texts] of Object.entries(HELP_TEXTS)) {
    if (!i18next.hasResourceBundle(language, 'help')) i18next.addResourceBundle(language, 'help', texts);
  }
}
