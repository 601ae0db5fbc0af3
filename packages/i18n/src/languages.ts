/**
 * The interface languages (docs/product/shell-and-languages.md#languages): labels are each language's own name, the same in every interface language;
 * `short` is the code a phone's top bar shows where the name does not fit. Arabic reads right to left.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', short: 'EN', dir: 'ltr' },
  { code: 'ru', label: 'Русский', short: 'RU', dir: 'ltr' },
  { code: 'ar', label: 'العربية', short: 'AR', dir: 'rtl' },
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
