import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../dates/index.ts';
import { isMonthFinished, statementMonthOf } from './statement-month.ts';

const DUBAI = 'Asia/Dubai';

describe('statementMonthOf: a stay belongs to the month of its check-out date, on the property clock', () => {
  //      May 2026                 June 2026
  //  … 29 30 31 |  1  2  3 …
  //        [in ==========> out 11:00 on 2 June]   → June's statement, all three nights
  it('puts a stay that spans two months on the statement of its check-out month', () => {
    expect(statementMonthOf(zonedInstant('2026-06-02', '11:00', DUBAI), DUBAI)).toBe('2026-06');
  });

  it('reads the date in the property zone, not in UTC', () => {
    // 1 June 01:00 in Dubai is still 31 May in UTC.
    const checkOut = zonedInstant('2026-06-01', '01:00', DUBAI);
    expect(checkOut.toISOString().slice(0, 10)).toBe('2026-05-31');
    expect(statementMonthOf(checkOut, DUBAI)).toBe('2026-06');
    expect(statementMonthOf(checkOut, 'UTC')).toBe('2026-05');
  });

  it('counts a check-out at exactly midnight on the first in the new month (shown as 00:00:01, docs/product/statements.md#month-close)', () => {
    expect(statementMonthOf(zonedInstant('2026-07-01', '00:00', DUBAI), DUBAI)).toBe('2026-07');
  });

  it('keeps a stay on the last day of a month in that month', () => {
    expect(statementMonthOf(zonedInstant('2026-02-28', '11:00', DUBAI), DUBAI)).toBe('2026-02');
  });
});

describe('isMonthFinished (frozen clock: today is given)', () => {
  it('is false on the last day of the month and true from the first of the next', () => {
    expect(isMonthFinished('2026-05', '2026-05-31')).toBe(false);
    expect(isMonthFinished('2026-05', '2026-06-01')).toBe(true);
    expect(isMonthFinished('2026-05', '2026-05-01')).toBe(false);
    expect(isMonthFinished('2025-12', '2026-01-01')).toBe(true);
    expect(isMonthFinished('2026-07', '2026-06-15')).toBe(false);
  });
});
