import shared from '@portal/i18n/locales/ar.json';
import common from '../ar.json';
import { languageTexts } from './namespaces.ts';

// Every namespace of one language in one chunk: a page downloads its reader's language only (decision 058).
const features = import.meta.glob<Record<string, unknown>>('../../features/*/locales/ar.json', {
  eager: true,
  import: 'default',
});

export const texts = languageTexts(common, features, shared);
