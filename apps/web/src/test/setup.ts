import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { stopTokenRefresh } from '../lib/session/refresh-timer.ts';
import { texts as ar } from '../locales/texts/ar.ts';
import { texts as arPublic } from '../locales/texts/ar-public.ts';
import { texts as en } from '../locales/texts/en.ts';
import { texts as enPublic } from '../locales/texts/en-public.ts';
import { texts as ru } from '../locales/texts/ru.ts';
import { texts as ruPublic } from '../locales/texts/ru-public.ts';

// Tests switch languages in place, so all three are loaded here (the app loads one and reloads to switch).
initI18n('en', { en: { ...enPublic, ...en }, ru: { ...ruPublic, ...ru }, ar: { ...arPublic, ...ar } });

afterEach(() => {
  cleanup();
  stopTokenRefresh();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
