import { localeProblems } from '@portal/i18n/parity';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS_TEXTS } from './documents-i18n.ts';

describe('the documents texts (loaded with the route, outside the eager locale folders)', () => {
  it('have the same keys in en, ru and ar, and no empty text', () => {
    expect(localeProblems(DOCUMENTS_TEXTS)).toEqual([]);
  });
});
