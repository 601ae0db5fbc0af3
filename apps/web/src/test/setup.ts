import '@testing-library/jest-dom/vitest';
import { ReadableStream } from 'node:stream/web';
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

// Each test file runs in a VM context of its own (pool vmThreads, decision 069), whose jsdom window has no web
// streams; the fetch Node provides reads a response body as one, so the live stream's tests need it.
if (!('ReadableStream' in globalThis)) Object.assign(globalThis, { ReadableStream });

// Tests switch languages in place, so all three are loaded here (the app loads one and reloads to switch).
const i18n = initI18n('en', { en: { ...enPublic, ...en }, ru: { ...ruPublic, ...ru }, ar: { ...arPublic, ...ar } });

afterEach(async () => {
  cleanup();
  // i18next is one instance for every file a worker runs (a library outside the files' VM contexts): a test that
  // switched the language leaves English behind for the next.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  stopTokenRefresh();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
