import type { FieldOption, Localized } from '@portal/domain';

/** A text in English, Russian and Arabic. */
export const l = (en: string, ru: string, ar: string): Localized => ({ en, ru, ar });

/** Options as [value, English, Russian, Arabic]. */
export const options = (rows: [string, string, string, string][]): FieldOption[] =>
  rows.map(([value, en, ru, ar]) => ({ value, label: l(en, ru, ar) }));
