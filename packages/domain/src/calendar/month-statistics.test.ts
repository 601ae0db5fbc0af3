import { describe, expect, it } from 'vitest';
import { monthShare, monthStatistics, roundedPercent } from './month-statistics.ts';

const DUBAI = 'Asia/Dubai';
const stay = (checkIn: string, checkOut: string, grossMinor: number) => ({
  checkIn: new Date(checkIn),
  checkOut: new Date(checkOut),
  grossMinor,
});

describe('monthStatistics', () => {
  //  May 30   May 31 | Jun 1   Jun 2   Jun 3
  //  [night   night  | night   night]  out 11:00      4 nights, 2 of them in June
  it('counts only the nights inside the month for a stay crossing its start', () => {
    const crossing = stay('2026-05-30T11:00:00Z', '2026-06-03T07:00:00Z', 100_000);
    expect(monthStatistics({ year: 2026, month: 6, timeZone: DUBAI, stays: [crossing] })).toEqual({
      earningMinor: 50_000,
      stays: 1,
      nights: 2,
      occupancyRate: (2 / 30) * 100,
    });
    expect(monthStatistics({ year: 2026, month: 5, timeZone: DUBAI, stays: [crossing] })).toMatchObject({
      earningMinor: 50_000,
      stays: 1,
      nights: 2,
    });
  });

  it('counts a stay crossing the end of the month in both months', () => {
    const crossing = stay('2026-06-29T11:00:00Z', '2026-07-02T07:00:00Z', 30_000);
    const june = monthStatistics({ year: 2026, month: 6, timeZone: DUBAI, stays: [crossing] });
    const july = monthStatistics({ year: 2026, month: 7, timeZone: DUBAI, stays: [crossing] });
    expect([june.nights, july.nights]).toEqual([2, 1]);
    expect([june.earningMinor, july.earningMinor]).toEqual([20_000, 10_000]);
  });

  it('splits money by cumulative rounding so the months add up to the stay exactly', () => {
    // 3 nights for 100.00: 33.33 + 33.34 + 33.33 would not be stable; cumulative cuts are 33.33, 33.34, 33.33.
    const odd = stay('2026-01-30T11:00:00Z', '2026-02-02T07:00:00Z', 10_000);
    const jan = monthShare(odd, 2026, 1, DUBAI);
    const feb = monthShare(odd, 2026, 2, DUBAI);
    expect(jan.nights + feb.nights).toBe(3);
    expect(jan.earningMinor + feb.earningMinor).toBe(10_000);
    expect(jan.earningMinor).toBe(6_667);
  });

  it('crosses the year boundary', () => {
    const newYear = stay('2026-12-30T11:00:00Z', '2027-01-03T07:00:00Z', 40_000);
    expect(monthStatistics({ year: 2026, month: 12, timeZone: DUBAI, stays: [newYear] }).nights).toBe(2);
    expect(monthStatistics({ year: 2027, month: 1, timeZone: DUBAI, stays: [newYear] }).nights).toBe(2);
  });

  it('counts nights by local date across a daylight-saving change', () => {
    // Berlin springs forward on 29 March 2026: the night of the 28th is 23 hours long and still one night.
    const berlin = stay('2026-03-27T14:00:00Z', '2026-04-01T09:00:00Z', 50_000);
    const march = monthStatistics({ year: 2026, month: 3, timeZone: 'Europe/Berlin', stays: [berlin] });
    expect(march.nights).toBe(5);
    expect(march.earningMinor).toBe(50_000);
  });

  it('ignores stays outside the month and gives a night-less stay to its check-in month', () => {
    const outside = stay('2026-07-10T11:00:00Z', '2026-07-12T07:00:00Z', 9_999);
    const sameDay = stay('2026-06-10T05:00:00Z', '2026-06-10T09:00:00Z', 1_000);
    expect(monthStatistics({ year: 2026, month: 6, timeZone: DUBAI, stays: [outside, sameDay] })).toEqual({
      earningMinor: 1_000,
      stays: 1,
      nights: 0,
      occupancyRate: 0,
    });
  });

  it('rounds the occupancy percentage for display', () => {
    expect(roundedPercent((2 / 30) * 100)).toBe(7);
    expect(roundedPercent(50.5)).toBe(51);
  });
});
