import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { stopTokenRefresh } from '../lib/session/refresh-timer.ts';

initI18n('en');

afterEach(() => {
  cleanup();
  stopTokenRefresh();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
