import { describe, expect, it } from 'vitest';
import { idParam, localDate } from './common.ts';

describe('integers from the wire', () => {
  it('takes numbers and digit strings, and nothing else (true is not property 1)', () => {
    expect(idParam.parse(7)).toBe(7);
    expect(idParam.parse('7')).toBe(7);
    for (const bad of [true, false, '', ' ', '7a', '1e3', [7], null, 0, -1, 1.5, '2147483648']) {
      expect(idParam.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('dates from the wire', () => {
  it('takes real days from 1000 to 8999, and refuses the ends where a widened window would leave the calendar', () => {
    for (const day of ['1000-01-01', '2026-02-28', '2028-02-29', '8999-12-31']) expect(localDate.parse(day)).toBe(day);
    for (const bad of ['9999-12-31', '9000-01-01', '0999-12-31', '0000-01-01', '2026-02-30', '2026-2-1', '']) {
      expect(localDate.safeParse(bad).success, bad).toBe(false);
    }
  });
});
