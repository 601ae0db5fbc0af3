import { addDays, type LocalDate } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-events.ts';
import { eventSlots } from './event-lanes.ts';

const event = (key: string, from: LocalDate, days: number): CalendarEvent => ({
  key,
  kind: key.startsWith('t') ? 'task' : 'reservation',
  isTask: key.startsWith('t'),
  isBackground: key.startsWith('t'),
  start: new Date(`${from}T11:00:00Z`),
  end: new Date(`${addDays(from, days)}T07:00:00Z`),
  dates: Array.from({ length: days }, (_, i) => addDays(from, i)),
  label: key,
  reservation: null,
});

/** A day's lanes as text: `key` on its labelled day with its span, `·key` where it continues, `_` for a free lane. */
const lanesOf = (slots: ReturnType<typeof eventSlots>, date: LocalDate) =>
  (slots.get(date) ?? []).map((slot) =>
    slot.event === null ? '_' : slot.isLabelled ? `${slot.event.key}×${slot.span}` : `·${slot.event.key}`,
  );

describe('eventSlots', () => {
  //  June 2026     Mon 1  Tue 2  Wed 3  Thu 4  Fri 5  Sat 6  Sun 7 | Mon 8  Tue 9
  //  r1 (Aisha)                  [=========================================]
  //  t1 (task)                   t
  //  r2                   [====]                                             (ends Wed 3, same day r1 begins)
  //  t2                                                               t
  it('keeps an event in one lane across its week row and labels it once per row, with the days it spans', () => {
    const r1 = event('r1', '2026-06-03', 7);
    const r2 = event('r2', '2026-06-02', 2);
    const t1 = event('t1', '2026-06-03', 1);
    const t2 = event('t2', '2026-06-07', 1);
    const slots = eventSlots([r2, r1, t1, t2]);
    expect(lanesOf(slots, '2026-06-02')).toEqual(['r2×2']);
    // r2 holds lane 0 on Wednesday; r1 (longer) takes lane 1 and keeps it to Sunday, the task lane 2.
    expect(lanesOf(slots, '2026-06-03')).toEqual(['·r2', 'r1×5', 't1×1']);
    expect(lanesOf(slots, '2026-06-04')).toEqual(['_', '·r1']);
    expect(lanesOf(slots, '2026-06-07')).toEqual(['t2×1', '·r1']);
    // A new week row: r1 is labelled again on Monday, in the first lane.
    expect(lanesOf(slots, '2026-06-08')).toEqual(['r1×2']);
    expect(lanesOf(slots, '2026-06-09')).toEqual(['·r1']);
    expect(slots.has('2026-06-10')).toBe(false);
  });

  it('puts the longer of two events starting the same day first, and reuses a lane once it is free', () => {
    const short = event('r-short', '2026-06-01', 1);
    const long = event('r-long', '2026-06-01', 3);
    const later = event('r-later', '2026-06-02', 2);
    const slots = eventSlots([short, long, later]);
    expect(lanesOf(slots, '2026-06-01')).toEqual(['r-long×3', 'r-short×1']);
    expect(lanesOf(slots, '2026-06-02')).toEqual(['·r-long', 'r-later×2']);
    expect(lanesOf(slots, '2026-06-03')).toEqual(['·r-long', '·r-later']);
  });
});
