import { earliestSelectableDate } from '@portal/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BigCalendar } from './big-calendar.tsx';

const DUBAI = 'Asia/Dubai';

/** The big grid of March 2026 as the calendar page draws it at `now` (an instant), in the property's zone. */
function drawAt(now: Date) {
  const onDayClick = vi.fn();
  render(
    <BigCalendar
      year={2026}
      month={3}
      locale="en"
      caption="March 2026"
      today="2026-03-10"
      earliest={earliestSelectableDate(now, DUBAI)}
      days={new Map()}
      events={new Map()}
      onDayClick={onDayClick}
      onSelectReservation={() => {}}
      onOpenOwnerBlock={() => {}}
    />,
  );
  return onDayClick;
}

const blockButton = (day: string) => screen.queryByRole('button', { name: new RegExp(`^${day}.*block this date$`) });

describe('the big calendar: which days start a new owner stay (docs/product/owner-stays.md#time-rules "earliest selectable date")', () => {
  it('before 15:00 in the property zone, today can be clicked and yesterday cannot', () => {
    // 14:59 in Dubai (UTC+4).
    const onDayClick = drawAt(new Date('2026-03-10T10:59:00Z'));
    expect(blockButton('Tuesday, March 10, 2026')).not.toBeNull();
    expect(blockButton('Monday, March 9, 2026')).toBeNull();
    blockButton('Tuesday, March 10, 2026')?.click();
    expect(onDayClick).toHaveBeenCalledWith('2026-03-10');
  });

  it('from 15:00 in the property zone, today is no longer a button and tomorrow is the first one', () => {
    // 15:00 and 22:00 in Dubai.
    for (const now of ['2026-03-10T11:00:00Z', '2026-03-10T18:00:00Z']) {
      drawAt(new Date(now));
      expect(blockButton('Tuesday, March 10, 2026')).toBeNull();
      expect(blockButton('Wednesday, March 11, 2026')).not.toBeNull();
      // Today is still marked as today, only not clickable.
      expect(document.querySelector('[data-date="2026-03-10"] [aria-current="date"]')).not.toBeNull();
      cleanup();
    }
  });
});
