import { describe, expect, it } from 'vitest';
import { localeProblems } from './parity.ts';
import { LOCALES } from './translate.ts';

describe('shared locale files', () => {
  it('en, ru and ar have the same keys, every plural form their language needs, and no empty text', () => {
    expect(localeProblems(LOCALES)).toEqual([]);
  });
});

describe('localeProblems', () => {
  it('names a missing key, an extra key, an empty text and a missing plural form', () => {
    const problems = localeProblems({
      en: { a: 'A', b: { c: 'C' }, n_one: '1', n_other: 'n' },
      ru: { a: ' ', x: 'X', n_one: '1', n_few: 'n', n_other: 'n' },
    });
    expect(problems).toEqual([
      'ru: a is empty or not text',
      'ru: b.c is missing',
      'ru: x is not in en',
      'ru: n_many is missing',
    ]);
  });
});
