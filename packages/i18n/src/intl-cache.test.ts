import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatMonthYear } from './format.ts';
import { dateTimeFormat, INTL_KEPT_MAX, numberFormat } from './intl-cache.ts';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, and another for other options', () => {
    const first = dateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('ru-RU', { month: 'short', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })).not.toBe(first);
    expect(first.format(new Date(Date.UTC(2026, 4, 1)))).toBe('май');
    expect(numberFormat('en-US', { style: 'percent' })).toBe(numberFormat('en-US', { style: 'percent' }));
  });

  it('keeps at most its bound, dropping the oldest', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, INTL_KEPT_MAX + 1);
    const oldest = dateTimeFormat('en-US', { timeZone: zones[0] });
    for (const timeZone of zones.slice(1)) dateTimeFormat('en-US', { timeZone });
    expect(dateTimeFormat('en-US', { timeZone: zones.at(-1) })).toBe(
      dateTimeFormat('en-US', { timeZone: zones.at(-1) }),
    );
    expect(dateTimeFormat('en-US', { timeZone: zones[0] })).not.toBe(oldest);
  });

  it('formats as a formatter built on each call would', () => {
    for (const language of ['en', 'ru', 'ar']) {
      const locale = language === 'ru' ? 'ru-RU' : language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US';
      const amount = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'AED',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(-1234.5);
      expect(formatMoney(-1234.5, 'AED', language)).toBe(amount);
      expect(formatMoney(-1234.5, 'AED', language)).toBe(amount);
      const instant = new Date(Date.UTC(2026, 4, 3, 22));
      const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Dubai' });
      expect(formatDay(instant, 'Asia/Dubai', language, false)).toBe(day.format(instant));
    }
    expect(formatMonthYear(2026, 5, 'en')).toBe('May 2026');
    expect(formatDay(new Date(Date.UTC(2026, 4, 3, 22)), 'Asia/Dubai', 'en')).toBe('May 4, 2026');
  });
});
