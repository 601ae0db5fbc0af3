import { localeProblems } from '@portal/i18n/parity';
import { describe, expect, it } from 'vitest';
import { HELP_TEXTS } from './help-i18n.ts';

describe('the help texts (loaded with the help routes, outside the eager locale folders)', () => {
  it('have the same keys in en, ru and ar, every plural form, and no empty text', () => {
    expect(localeProblems(HELP_TEXTS)).toEqual([]);
  });
});
