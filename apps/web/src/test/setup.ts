import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { stopTokenRefresh } from '../lib/session/refresh-timer.ts';
import { texts as ar } from '../locales/texts/ar.ts';
import { texts as arPublic } from '../locales/texts/ar-public.ts';
import { texts as en } from '../locales/texts/en.ts';
import { texts as enPublic } from '../locales/texts/en-public.ts';
import { texts as ru } from '../locales/texts/ru.ts';
import { texts as ruPublic } from '../locales/texts/ru-public.ts';

// Preact runs effects after the next frame, or after a 100 ms timer that then calls cancelAnimationFrame. When that
// timer fires after a file's last test, the DOM's globals are gone and it throws (seen on a slow machine): here the
// effects run on a timer of their own, which needs nothing from the DOM. Testing Library's act() still flushes them.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush, 0);
};

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
