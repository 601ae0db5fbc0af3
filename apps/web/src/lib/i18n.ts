import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { browser } from './browser.ts';
import { STORAGE_KEYS } from './session/storage-keys.ts';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ru', label: 'Русский', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const FALLBACK_LANGUAGE: Language = 'en';

const featureFiles = import.meta.glob<{ default: Record<string, unknown> }>('../features/*/locales/*.json', {
  eager: true,
});

/** 'common' from src/locales, plus one namespace per feature folder (namespace = folder name). */
export function buildResources(): Resource {
  const resources: Resource = { en: { common: en }, ru: { common: ru }, ar: { common: ar } };
  for (const [file, module] of Object.entries(featureFiles)) {
    const match = /features\/([^/]+)\/locales\/([a-z]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    const language = resources[match[2]];
    if (language) language[match[1]] = module.default;
  }
  return resources;
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
}

export function directionOf(language: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';
}

/** <html lang dir> follows the language, so the whole shell mirrors for Arabic. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function initI18n(language: Language = storedLanguage()): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: buildResources(),
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES.map((entry) => entry.code),
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  return i18next;
}

/** Spec §1: changing the language stores it and reloads the page. */
export function switchLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
  applyDocumentLanguage(language);
  browser.reload();
}

export { i18next as i18n };
