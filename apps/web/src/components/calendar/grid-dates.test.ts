import { describe, expect, it } from 'vitest';
import { gridWeeks, monthTitle, weekdayNames } from './grid-dates.ts';

describe('month grid dates', () => {
  it('titles the month in the owner language with only the first letter raised', () => {
    expect(monthTitle('en', 2026, 6)).toBe('June 2026');
    expect(monthTitle('ru', 2026, 12)).toBe('Декабрь 2026 г.');
    expect(monthTitle('ar', 2026, 6)).toContain('يونيو');
  });

  it('starts every week on Monday', () => {
    const weeks = gridWeeks(2026, 11);
    // 1 November 2026 is a Sunday, so the first row starts on Monday 26 October.
    expect(weeks[0]?.[0]?.date).toBe('2026-10-26');
    expect(weeks[0]?.[6]?.date).toBe('2026-11-01');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weekdayNames('en')[0]?.long).toBe('Monday');
  });
});
