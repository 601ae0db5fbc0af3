import shared from '@portal/i18n/locales/en.json';
import { languageTexts } from './namespaces.ts';

// The signed-in pages' namespaces of one language: the shell's chunk waits for them (decision 058).
const features = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/locales/en.json', '!../../features/auth/locales/en.json'],
  { eager: true, import: 'default' },
);

export const texts = languageTexts(features, shared);
