import { localeProblems } from '@portal/i18n/parity';
import { describe, expect, it } from 'vitest';
import { STAFF_SECURITY_TEXTS } from './components/second-factor/security-texts.ts';
import { STAFF_MESSAGE_TEXTS, STAFF_STATEMENT_TEXTS, STAFF_TEXTS } from './staff-i18n.ts';

describe('the staff console texts (loaded with the console, outside the eager locale folders)', () => {
  it('have the same keys in en, ru and ar, and no empty text', () => {
    expect(localeProblems(STAFF_TEXTS)).toEqual([]);
    expect(localeProblems(STAFF_STATEMENT_TEXTS)).toEqual([]);
    expect(localeProblems(STAFF_MESSAGE_TEXTS)).toEqual([]);
    expect(localeProblems(STAFF_SECURITY_TEXTS)).toEqual([]);
  });
});
