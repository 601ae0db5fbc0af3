/** The interface languages (spec §1, §9): labels are each language's own name; Arabic reads right to left. */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ru', label: 'Русский', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type Direction = (typeof LANGUAGES)[number]['dir'];

export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

export function directionOf(language: string): Direction {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';
}

/**
 * The device's language for the server (decision 063): the web app keeps it beside its stored choice, and the server
 * answers a page's HTML with that language's texts among the preloaded files. A preference, never a credential.
 */
export const LANGUAGE_COOKIE = 'portal_lang';
