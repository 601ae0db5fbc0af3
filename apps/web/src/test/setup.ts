import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { stopTokenRefresh } from '../lib/session/refresh-timer.ts';
import { texts as ar } from '../locales/texts/ar.ts';
import { texts as en } from '../locales/texts/en.ts';
import { texts as ru } from '../locales/texts/ru.ts';

// Tests switch languages in place, so all three are loaded here (the app loads one and reloads to switch).
initI18n('en', { en, ru, ar });

afterEach(() => {
  cleanup();
  stopTokenRefresh();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
