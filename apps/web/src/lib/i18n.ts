import { directionOf, FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language, LOCALES } from '@portal/i18n';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { browser } from './browser.ts';
import { savePreferredLanguage } from './preferred-language.ts';
import { readSession } from './session/storage.ts';
import { STORAGE_KEYS } from './session/storage-keys.ts';

export { directionOf, FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language };

// A slow save of the preferred language must not hold the reload the owner asked for.
const SAVE_TIMEOUT_MS = 3000;

const featureFiles = import.meta.glob<{ default: Record<string, unknown> }>('../features/*/locales/*.json', {
  eager: true,
});

/**
 * 'common' from src/locales, one namespace per feature folder (namespace = folder name), and the namespaces
 * shared with the server from @portal/i18n (ownerStay, mail: one copy of texts the server writes too).
 */
export function buildResources(): Resource {
  const resources: Resource = { en: { common: en }, ru: { common: ru }, ar: { common: ar } };
  for (const [file, module] of Object.entries(featureFiles)) {
    const match = /features\/([^/]+)\/locales\/([a-z]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    const language = resources[match[2]];
    if (language) language[match[1]] = module.default;
  }
  for (const { code } of LANGUAGES) {
    const language = resources[code];
    if (!language) continue;
    for (const [namespace, texts] of Object.entries(LOCALES[code])) {
      if (language[namespace]) throw new Error(`namespace ${namespace} is both a web folder and shared`);
      language[namespace] = texts;
    }
  }
  return resources;
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
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

/** A signed-in owner's choice is stored on the server too, so their mail follows it; an admin's stays local. */
async function saveForOwner(language: Language): Promise<void> {
  const session = readSession();
  if (!session.user || !session.sessionToken || session.adminSessionToken) return;
  try {
    await savePreferredLanguage(language, AbortSignal.timeout(SAVE_TIMEOUT_MS));
  } catch {
    // The page still reloads in the new language; the next switch tries again.
  }
}

/** Spec §1: changing the language stores it and reloads the page (after telling the server, for a signed-in owner). */
export async function switchLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, language);
  applyDocumentLanguage(language);
  await saveForOwner(language);
  browser.reload();
}

export { i18next as i18n };
