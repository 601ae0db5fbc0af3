import { describe, expect, it } from 'vitest';
import { occupancyMonths, occupancyPercent } from './occupancy.ts';

describe('occupancy (docs/product/settings-property-summary.md#occupancy-rate)', () => {
  it('runs from one month before to four after the current month, across a year end', () => {
    expect(occupancyMonths('2026-11')).toEqual(['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03']);
  });

  it.each([
    [0, '2026-11', 0],
    [15, '2026-11', 50],
    [10, '2026-11', 33],
    [20, '2026-11', 67],
    [30, '2026-11', 100],
    [14, '2027-02', 50],
    [1, '2026-12', 3],
    [31, '2026-12', 100],
    // A leap February has 29 days: 10 / 29 = 34.48…, 15 / 29 = 51.72….
    [10, '2028-02', 34],
    [15, '2028-02', 52],
    [29, '2028-02', 100],
  ])('%i booked days in %s is %i %%', (booked, month, percent) => {
    expect(occupancyPercent(booked, month)).toBe(percent);
  });
});
