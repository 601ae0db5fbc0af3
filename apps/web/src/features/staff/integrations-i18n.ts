import i18next from 'i18next';
import ar from './i18n/integrations/ar.json';
import en from './i18n/integrations/en.json';
import ru from './i18n/integrations/ru.json';

/**
 * Channel calendars, API keys and webhooks: namespace 'staffIntegrations', added when their pages' chunk loads, so
 * the console's first load carries none of it (its budget, decision 058).
 */
export const STAFF_INTEGRATION_TEXTS = { en, ru, ar };

export function registerIntegrationTexts(): void {
  for (const [language, texts] of Object.entries(STAFF_INTEGRATION_TEXTS)) {
    if (!i18next.hasResourceBundle(language, 'staffIntegrations')) {
      i18next.addResourceBundle(language, 'staffIntegrations', texts);
    }
  }
}
