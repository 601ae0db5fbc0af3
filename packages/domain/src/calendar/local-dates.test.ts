import { describe, expect, it } from 'vitest';
import { addDays, eachDate, isIsoDate, localDateOf, monthRange, shiftMonth, startOfLocalDate } from './local-dates.ts';

describe('local dates', () => {
  it('finds the local date of an instant in the zone', () => {
    expect(localDateOf(new Date('2026-06-01T20:30:00Z'), 'Asia/Dubai')).toBe('2026-06-02');
    expect(localDateOf(new Date('2026-06-01T20:30:00Z'), 'America/New_York')).toBe('2026-06-01');
  });

  it('finds the start of a local date, also on a daylight-saving day', () => {
    expect(startOfLocalDate('2026-06-02', 'Asia/Dubai').toISOString()).toBe('2026-06-01T20:00:00.000Z');
    expect(startOfLocalDate('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDate('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('does calendar arithmetic on plain dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(eachDate('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftMonth(2026, 11, 3)).toEqual({ year: 2027, month: 2 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('accepts only real dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
  });
});
