import i18next from 'i18next';
import ar from '../../i18n/security/ar.json';
import en from '../../i18n/security/en.json';
import ru from '../../i18n/security/ru.json';

/**
 * The second factor's texts, namespace 'staffSecurity': added with the second-factor chunk (loaded once the password
 * is typed), so the console's first load carries none of them (decision 048).
 */
export const STAFF_SECURITY_TEXTS = { en, ru, ar };

export function registerSecurityTexts(): void {
  for (const [language, texts] of Object.entries(STAFF_SECURITY_TEXTS)) {
    if (!i18next.hasResourceBundle(language, 'staffSecurity')) {
      i18next.addResourceBundle(language, 'staffSecurity', texts);
    }
  }
}
