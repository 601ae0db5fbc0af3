import { describe, expect, it } from 'vitest';
import { defaultBlock, earliestSelectableDate, minimumTimeOn } from './earliest.ts';
import { at, DUBAI } from './test-clock.ts';

describe('defaultBlock', () => {
  //      March 2026
  //  Mo Tu We Th Fr Sa Su
  //                     1
  //   2  3  4  5  6  7  8
  //   9 10 11[12|13]14 15     click the 12th: 12th 15:00 -> 13th 11:00
  it('blocks from the clicked day 15:00 to the next day 11:00', () => {
    expect(defaultBlock('2026-03-12')).toEqual({
      fromDate: '2026-03-12',
      fromTime: '15:00',
      toDate: '2026-03-13',
      toTime: '11:00',
    });
  });

  //  30 [31| Apr 1]          the last day of a month ends in the next month
  it('crosses month, year and leap-day boundaries', () => {
    expect(defaultBlock('2026-03-31').toDate).toBe('2026-04-01');
    expect(defaultBlock('2026-12-31').toDate).toBe('2027-01-01');
    expect(defaultBlock('2028-02-28').toDate).toBe('2028-02-29');
    expect(defaultBlock('2027-02-28').toDate).toBe('2027-03-01');
  });
});

describe('earliestSelectableDate', () => {
  //  Tue 10 March 2026, Dubai
  //  00:00 ........ 14:59 | 15:00 ........ 23:59
  //  today selectable     | tomorrow (11th) is the earliest
  it('is today one minute before 15:00 and tomorrow at 15:00 sharp', () => {
    expect(earliestSelectableDate(at('2026-03-10', '14:59'), DUBAI)).toBe('2026-03-10');
    expect(earliestSelectableDate(new Date(at('2026-03-10', '15:00').getTime() - 1), DUBAI)).toBe('2026-03-10');
    expect(earliestSelectableDate(at('2026-03-10', '15:00'), DUBAI)).toBe('2026-03-11');
    expect(earliestSelectableDate(at('2026-03-10', '22:00'), DUBAI)).toBe('2026-03-11');
  });

  it('needs the current time to be before the chosen start time as well', () => {
    const tenAm = at('2026-03-10', '10:00');
    expect(earliestSelectableDate(tenAm, DUBAI, '09:00')).toBe('2026-03-11');
    expect(earliestSelectableDate(tenAm, DUBAI, '10:00')).toBe('2026-03-11');
    expect(earliestSelectableDate(tenAm, DUBAI, '10:01')).toBe('2026-03-10');
    // A start after 15:00 is fine while it is still before 15:00 now.
    expect(earliestSelectableDate(at('2026-03-10', '14:00'), DUBAI, '18:00')).toBe('2026-03-10');
    expect(earliestSelectableDate(at('2026-03-10', '16:00'), DUBAI, '18:00')).toBe('2026-03-11');
  });

  //  Tue 31 March 23:30 -> Wed 1 April
  it('moves into the next month and year', () => {
    expect(earliestSelectableDate(at('2026-03-31', '23:30'), DUBAI)).toBe('2026-04-01');
    expect(earliestSelectableDate(at('2026-12-31', '15:00'), DUBAI)).toBe('2027-01-01');
  });

  it('is evaluated in the property time zone, not the server zone', () => {
    const instant = new Date('2026-03-10T11:30:00Z'); // 15:30 in Dubai, 11:30 in London
    expect(earliestSelectableDate(instant, DUBAI)).toBe('2026-03-11');
    expect(earliestSelectableDate(instant, 'Europe/London')).toBe('2026-03-10');
    // 21:00Z on the 10th is already 01:00 on the 11th in Dubai.
    expect(earliestSelectableDate(new Date('2026-03-10T21:00:00Z'), DUBAI)).toBe('2026-03-11');
  });

  it('treats an unreadable start time as the default 15:00', () => {
    expect(earliestSelectableDate(at('2026-03-10', '10:00'), DUBAI, 'soon')).toBe('2026-03-10');
  });
});

describe('minimumTimeOn', () => {
  it('is the next whole minute today, midnight later, nothing on a past day', () => {
    const now = new Date(at('2026-03-10', '10:00').getTime() + 30_000); // 10:00:30
    expect(minimumTimeOn('2026-03-10', now, DUBAI)).toBe('10:01');
    expect(minimumTimeOn('2026-03-10', at('2026-03-10', '10:00'), DUBAI)).toBe('10:01');
    expect(minimumTimeOn('2026-03-11', now, DUBAI)).toBe('00:00');
    expect(minimumTimeOn('2026-03-09', now, DUBAI)).toBeNull();
  });

  it('has no minute left in the last minute of the day', () => {
    expect(minimumTimeOn('2026-03-10', at('2026-03-10', '23:59'), DUBAI)).toBeNull();
    expect(minimumTimeOn('2026-03-10', at('2026-03-10', '23:58'), DUBAI)).toBe('23:59');
  });
});
