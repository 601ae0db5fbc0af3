import { localeProblems } from '@portal/i18n/parity';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_TEXTS } from './notifications-i18n.ts';

describe('the notifications texts (loaded with the bell, outside the eager locale folders)', () => {
  it('have the same keys in en, ru and ar, every plural form, and no empty text', () => {
    expect(localeProblems(NOTIFICATIONS_TEXTS)).toEqual([]);
  });
});
