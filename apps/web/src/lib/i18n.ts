import { directionOf, FALLBACK_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@portal/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageTexts } from '../locales/texts/namespaces.ts';
import { browser } from './browser.ts';
import { savePreferredLanguage } from './preferred-language.ts';
import { readSession } from './session/storage.ts';
import { STORAGE_KEYS } from './session/storage-keys.ts';

export { directionOf, FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language, type LanguageTexts };

// A slow save of the preferred language must not hold the reload the owner asked for.
const SAVE_TIMEOUT_MS = 3000;

// Per language, two chunks: the public pages' texts (common, auth) before the first render, and the signed-in pages'
// (every other feature folder, the texts shared with the server) with the shell's chunk. A language switch reloads.
type TextChunk = () => Promise<{ texts: LanguageTexts }>;
const PUBLIC_TEXTS: Record<Language, TextChunk> = {
  en: () => import('../locales/texts/en-public.ts'),
  ru: () => import('../locales/texts/ru-public.ts'),
  ar: () => import('../locales/texts/ar-public.ts'),
};
const SIGNED_IN_TEXTS: Record<Language, TextChunk> = {
  en: () => import('../locales/texts/en.ts'),
  ru: () => import('../locales/texts/ru.ts'),
  ar: () => import('../locales/texts/ar.ts'),
};

/** One language's texts: the public pages' namespaces, or the signed-in pages' (`'signed-in'`). */
export async function loadTexts(language: Language, part: 'public' | 'signed-in' = 'public'): Promise<LanguageTexts> {
  return (await (part === 'public' ? PUBLIC_TEXTS : SIGNED_IN_TEXTS)[language]()).texts;
}

/** Adds loaded namespaces to the started i18next (those it has already are kept). */
export function addTexts(language: Language, texts: LanguageTexts): void {
  for (const [namespace, namespaceTexts] of Object.entries(texts)) {
    if (!i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, namespaceTexts);
  }
}

/** Adds the signed-in pages' namespaces in the page's language; the shell and the staff console load after it. */
export async function addSignedInTexts(): Promise<void> {
  const language = isLanguage(i18next.language) ? i18next.language : FALLBACK_LANGUAGE;
  addTexts(language, await loadTexts(language, 'signed-in'));
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
}

/**
 * Keeps the device's language in a cookie as well (decision 063): the server reads it to preload that language's texts
 * in the HTML of the next full load. A preference for a year, sent only to this site; rewritten only when it differs.
 */
export function keepLanguageCookie(language: Language): void {
  const current = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(document.cookie)?.[1];
  if (current === language) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write; cookieStore is missing from older WebViews.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * The same at start, without reading the cookie when it cannot differ: the server wrote `<html lang>` from this cookie
 * (English without one, decision 063), so when the HTML already names the stored language there is nothing to write.
 * Reading `document.cookie` is a synchronous call to the browser's cookie store, which took 5–20 ms of the start-up
 * task on this machine while the page's files were loading.
 */
export function keepLanguageCookieAtStart(language: Language): void {
  if (document.documentElement.lang === language) return;
  keepLanguageCookie(language);
}

/** <html lang dir> follows the language, so the whole shell mirrors for Arabic. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Starts i18next on the texts given (tests: all of them; the app: none yet, then `addTexts` before the first render). */
export function initI18n(language: Language, resources: Partial<Record<Language, LanguageTexts>>): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
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

/** docs/product/shell-and-languages.md#languages: changing the language stores it and reloads the page (after telling the server, for a signed-in owner). */
export async function switchLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, language);
  keepLanguageCookie(language);
  applyDocumentLanguage(language);
  await saveForOwner(language);
  browser.reload();
}

export { i18next as i18n };
