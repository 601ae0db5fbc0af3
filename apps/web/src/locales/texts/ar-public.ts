import auth from '../../features/auth/locales/ar.json';
import common from '../ar.json';
import type { LanguageTexts } from './namespaces.ts';

// What the public pages (sign-in, password reset) need, loaded before the first render (decision 058).
export const texts: LanguageTexts = { common, auth };
