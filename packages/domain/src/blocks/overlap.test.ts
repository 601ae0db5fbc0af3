import { describe, expect, it } from 'vitest';
import { overlapsAny, overlapsTermination, rangesOverlap, terminationRange } from './overlap.ts';
import { at, DUBAI, range } from './test-clock.ts';

describe('rangesOverlap', () => {
  //  guest:  10th 15:00 ===== 12th 11:00
  //  owner:                   12th 11:00 ===== 14th 11:00   touching: free
  //  owner:              11th 15:00 === 13th 11:00          overlapping: reserved
  const guest = range('2026-03-10', '15:00', '2026-03-12', '11:00');

  it('lets a stay start exactly when another ends', () => {
    expect(rangesOverlap(guest, range('2026-03-12', '11:00', '2026-03-14', '11:00'))).toBe(false);
    expect(rangesOverlap(range('2026-03-08', '15:00', '2026-03-10', '15:00'), guest)).toBe(false);
  });

  it('refuses any shared minute', () => {
    expect(rangesOverlap(guest, range('2026-03-11', '15:00', '2026-03-13', '11:00'))).toBe(true);
    expect(rangesOverlap(guest, range('2026-03-12', '10:59', '2026-03-14', '11:00'))).toBe(true);
    expect(rangesOverlap(guest, range('2026-03-09', '15:00', '2026-03-13', '11:00'))).toBe(true);
  });

  it('checks every other stay', () => {
    const candidate = range('2026-03-20', '15:00', '2026-03-22', '11:00');
    expect(overlapsAny(candidate, [guest])).toBe(false);
    expect(overlapsAny(candidate, [guest, range('2026-03-21', '15:00', '2026-03-25', '11:00')])).toBe(true);
  });
});

describe('contract termination period', () => {
  //        April 2026
  //  Mo Tu We Th Fr Sa Su
  //         1  2  3  4  5
  //   6  7  8  9[10 11 12        termination period 10th..20th, both days included:
  //  13 14 15 16 17 18 19        from 10th 00:00 to 21st 00:00
  //  20]21 22 23 24 25 26
  const period = { start: '2026-04-10', end: '2026-04-20' };

  it('covers both edge days whole', () => {
    expect(terminationRange(period, DUBAI)).toEqual({
      checkIn: at('2026-04-10', '00:00'),
      checkOut: at('2026-04-21', '00:00'),
    });
  });

  it('refuses a stay that reaches into the first day', () => {
    expect(overlapsTermination(range('2026-04-08', '15:00', '2026-04-10', '00:00'), period, DUBAI)).toBe(false);
    expect(overlapsTermination(range('2026-04-08', '15:00', '2026-04-10', '11:00'), period, DUBAI)).toBe(true);
  });

  it('refuses a stay that starts on the last day, allows one starting the day after', () => {
    expect(overlapsTermination(range('2026-04-20', '15:00', '2026-04-22', '11:00'), period, DUBAI)).toBe(true);
    expect(overlapsTermination(range('2026-04-21', '00:00', '2026-04-22', '11:00'), period, DUBAI)).toBe(false);
  });

  it('refuses a stay that spans the whole period', () => {
    expect(overlapsTermination(range('2026-04-01', '15:00', '2026-04-30', '11:00'), period, DUBAI)).toBe(true);
  });

  it('is open-ended without an end day and absent without a start day', () => {
    const far = range('2030-01-01', '15:00', '2030-01-02', '11:00');
    expect(overlapsTermination(far, { start: '2026-04-10', end: null }, DUBAI)).toBe(true);
    expect(overlapsTermination(far, { start: null, end: '2030-12-31' }, DUBAI)).toBe(false);
    expect(overlapsTermination(far, null, DUBAI)).toBe(false);
  });
});
