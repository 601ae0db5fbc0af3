import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  isLocalMonth,
  lastDayOfMonth,
  localMonth,
  monthOf,
  monthParts,
  monthRange,
  monthsBetween,
  shiftMonth,
} from './month.ts';

describe('months', () => {
  it('writes, reads and checks months as YYYY-MM', () => {
    expect(monthOf('2026-03-12')).toBe('2026-03');
    expect(localMonth(2026, 3)).toBe('2026-03');
    expect(monthParts('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(isLocalMonth('2026-12')).toBe(true);
    expect(isLocalMonth('2026-13')).toBe(false);
    expect(isLocalMonth('2026-1')).toBe(false);
    expect(() => monthParts('2026-00')).toThrow(RangeError);
  });

  it('moves by months across years, both ways', () => {
    expect(shiftMonth('2026-11', 3)).toBe('2027-02');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-06', -12)).toBe('2025-06');
    expect(shiftMonth('2026-06', 0)).toBe('2026-06');
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthsBetween('2026-01', '2025-12')).toBe(-1);
    expect(monthsBetween('2026-06', '2026-06')).toBe(0);
  });

  it('knows month ends and lengths, leap years included', () => {
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2027-02')).toBe('2027-02-28');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
    expect(daysInMonth('2026-04')).toBe(30);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
