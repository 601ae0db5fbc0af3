/** The interface languages (docs/product/shell-and-languages.md#languages) as the database and the API accept them; their texts live in @portal/i18n. */
export const LANGUAGE_CODES = ['en', 'ru', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
