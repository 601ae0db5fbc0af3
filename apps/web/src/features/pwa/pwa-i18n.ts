import i18next from 'i18next';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

/**
 * The installed app's texts, namespace 'pwa': the update prompt's (added when the service worker's code loads, as the
 * documents screens add theirs) and the web app manifest's name, which scripts/build-sw.mjs reads from these files.
 */
export const PWA_TEXTS = { en, ru, ar };

export function registerPwaTexts(): void {
  for (const [language, texts] of Object.entries(PWA_TEXTS)) {
    if (!i18next.hasResourceBundle(language, 'pwa')) i18next.addResourceBundle(language, 'pwa', texts);
  }
}
