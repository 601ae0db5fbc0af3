import { describe, expect, it } from 'vitest';
import { directionOf, isLanguage, LANGUAGES } from './languages.ts';
import { LOCALES, t } from './translate.ts';

describe('t', () => {
  it('gives the text in the language asked for', () => {
    expect(t('en', 'ownerStay.answers.need_both')).toBe('I need both');
    expect(t('ru', 'ownerStay.answers.need_both')).toBe('Мне нужно и то, и другое');
    expect(t('ar', 'ownerStay.answers.need_both')).toBe('أحتاج إلى كليهما');
  });

  it('fills {{vars}} as i18next does, with or without inner spaces; a variable not given stays visible', () => {
    expect(t('en', 'ownerStay.codes.FIELD_REQUIRED', { field: 'From date' })).toBe(
      'From date field is required. Please enter a valid value.',
    );
    expect(t('ru', 'ownerStay.codes.FIELD_REQUIRED', { field: 'Дата начала' })).toBe(
      'Поле «Дата начала» обязательно. Введите корректное значение.',
    );
    expect(t('en', 'ownerStay.codes.TIME_TOO_LATE', { field: 'To time' })).toBe(
      'To time should be before or at {{maxTime}}',
    );
  });

  it('falls back to English when a language lacks the text, and to the key when English lacks it too', () => {
    const ruStay = LOCALES.ru.ownerStay;
    const saved = ruStay.notFound;
    ruStay.notFound = '';
    try {
      expect(t('ru', 'ownerStay.notFound')).toBe('Reservation not found');
    } finally {
      ruStay.notFound = saved;
    }
    expect(t('ru', 'ownerStay.notFound')).toBe('Бронирование не найдено');
    // @ts-expect-error a key that is not in en.json does not compile
    expect(t('en', 'ownerStay.codes.NO_SUCH_CODE')).toBe('ownerStay.codes.NO_SUCH_CODE');
  });

  it('picks the plural form each language needs for the count', () => {
    const expiry = (language: 'en' | 'ru' | 'ar', count: number) => t(language, 'mail.passwordReset.expiry', { count });
    expect(expiry('en', 1)).toBe('The link works once and expires in 1 minute.');
    expect(expiry('en', 60)).toBe('The link works once and expires in 60 minutes.');
    expect([1, 3, 5, 21, 60].map((n) => expiry('ru', n).match(/через (.+)\.$/)?.[1])).toEqual([
      '1 минуту',
      '3 минуты',
      '5 минут',
      '21 минуту',
      '60 минут',
    ]);
    expect([1, 2, 3, 11, 100].map((n) => expiry('ar', n).match(/بعد (.+)\.$/)?.[1])).toEqual([
      'دقيقة واحدة',
      'دقيقتين',
      '3 دقائق',
      '11 دقيقة',
      '100 دقيقة',
    ]);
  });
});

describe('languages', () => {
  it('lists en, ru and ar; only Arabic is right to left; anything else is not a language', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(['en', 'ru', 'ar']);
    expect(['en', 'ru', 'ar', 'fr'].map(directionOf)).toEqual(['ltr', 'ltr', 'rtl', 'ltr']);
    expect([...LANGUAGES.map((language) => language.code), 'fr', '', null, 1].map(isLanguage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
