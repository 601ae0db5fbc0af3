import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateParts,
  daysBetween,
  eachDate,
  endOfWeek,
  isLocalDate,
  isoWeekday,
  startOfWeek,
} from './local-date.ts';

describe('isLocalDate', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-3-1')).toBe(false);
    expect(isLocalDate('2026-03-01T00:00')).toBe(false);
    expect(isLocalDate('')).toBe(false);
  });

  it('reads the parts of a date and refuses anything else', () => {
    expect(dateParts('2026-03-09')).toEqual([2026, 3, 9]);
    expect(() => dateParts('tomorrow')).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  //  Feb 2028: 28 29 | Mar 1     Dec 2026: 30 31 | Jan 2027 1
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('counts whole days between dates, negative backwards', () => {
    expect(daysBetween('2026-03-12', '2026-03-19')).toBe(7);
    expect(daysBetween('2026-03-30', '2026-04-02')).toBe(3);
    expect(daysBetween('2026-03-19', '2026-03-12')).toBe(-7);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('lists every date of a range, both ends included', () => {
    expect(eachDate('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(eachDate('2026-03-10', '2026-03-10')).toEqual(['2026-03-10']);
    expect(eachDate('2026-03-11', '2026-03-10')).toEqual([]);
  });

  //  Mo Tu We Th Fr Sa Su
  //  26 27 28 29 30 31  1     (October / November 2026)
  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-10-26')).toBe(1);
    expect(isoWeekday('2026-10-31')).toBe(6);
    expect(isoWeekday('2026-11-01')).toBe(7);
  });

  it('finds the Monday and the Sunday of a week, across month ends', () => {
    expect(startOfWeek('2026-11-01')).toBe('2026-10-26');
    expect(endOfWeek('2026-11-01')).toBe('2026-11-01');
    expect(startOfWeek('2026-10-26')).toBe('2026-10-26');
    expect(endOfWeek('2026-12-30')).toBe('2027-01-03');
  });
});
