import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, parseTimeOfDay } from './time-format.ts';

describe('formatTimeOfDay', () => {
  it('writes 12-hour times in English and Arabic, 24-hour in Russian', () => {
    expect(formatTimeOfDay('15:00', 'en')).toBe('3:00 PM');
    expect(formatTimeOfDay('00:30', 'en')).toBe('12:30 AM');
    expect(formatTimeOfDay('15:00', 'ru')).toBe('15:00');
    expect(formatTimeOfDay('15:00', 'ar')).toMatch(/^3:00\s?م$/);
  });
});

describe('parseTimeOfDay', () => {
  it('reads 12-hour and 24-hour input', () => {
    expect(parseTimeOfDay('3:00 PM')).toBe('15:00');
    expect(parseTimeOfDay('3 pm')).toBe('15:00');
    expect(parseTimeOfDay('12:15 a.m.')).toBe('00:15');
    expect(parseTimeOfDay('12:00 PM')).toBe('12:00');
    expect(parseTimeOfDay('15:00')).toBe('15:00');
    expect(parseTimeOfDay('9.30')).toBe('09:30');
    expect(parseTimeOfDay(formatTimeOfDay('15:00', 'ar'))).toBe('15:00');
    expect(parseTimeOfDay('٣:٠٠ م')).toBe('15:00');
  });

  it('refuses what is not a time', () => {
    for (const bad of ['25:00', '13 pm', '0 am', '10:75', 'noon', '15', '']) expect(parseTimeOfDay(bad)).toBeNull();
  });
});
