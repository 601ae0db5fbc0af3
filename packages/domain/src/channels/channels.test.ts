import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../dates/zoned.ts';
import { busyDates } from './busy-dates.ts';
import { guestNameFromSummary } from './guest-name.ts';

describe('guestNameFromSummary', () => {
  it.each([
    ['Reserved', null],
    ['Airbnb (Not available)', null],
    ['CLOSED - Not available', null],
    ['Blocked', null],
    ['Reserved - Jane D', 'Jane D'],
    ['Booked: Omar Haddad', 'Omar Haddad'],
    ['Анна Иванова', 'Анна Иванова'],
    ['  ', null],
    [null, null],
  ])('%j → %j', (summary, name) => {
    expect(guestNameFromSummary(summary)).toBe(name);
  });
});

describe('busyDates', () => {
  const zone = 'Asia/Dubai';
  const at = (date: string, time: string) => zonedInstant(date, time, zone);

  it('takes the nights from the check-in day to the check-out day for standard times', () => {
    //   10      11      12
    //   [15:00 ........ 11:00)  → nights of the 10th and 11th
    expect(busyDates(at('2026-03-10', '15:00'), at('2026-03-12', '11:00'), zone)).toEqual({
      start: '2026-03-10',
      end: '2026-03-12',
    });
  });

  it('takes the night before an early check-in and the night of a late check-out', () => {
    expect(busyDates(at('2026-03-10', '09:00'), at('2026-03-12', '16:00'), zone)).toEqual({
      start: '2026-03-09',
      end: '2026-03-13',
    });
  });

  it('takes one night for a stay inside a day, and reads the times in the property zone', () => {
    expect(busyDates(at('2026-03-10', '12:00'), at('2026-03-10', '14:00'), zone)).toEqual({
      start: '2026-03-10',
      end: '2026-03-11',
    });
    const london = 'Europe/London';
    expect(
      busyDates(zonedInstant('2026-07-01', '15:00', london), zonedInstant('2026-07-03', '10:00', london), london),
    ).toEqual({ start: '2026-07-01', end: '2026-07-03' });
  });
});
