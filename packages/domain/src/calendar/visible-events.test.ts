import { describe, expect, it } from 'vitest';
import { visibleEvents } from './visible-events.ts';

const ev = (id: string, isTask: boolean, start: string, end: string) => ({
  id,
  isTask,
  start: new Date(start),
  end: new Date(end),
});

describe('visibleEvents (docs/product/calendar.md#events-on-the-grid task hiding)', () => {
  //  10th       11th       12th       13th
  //  [guest 15:00 ------------------- 11:00]
  //             [task 09-12]                     hidden: fully inside
  //                                   [task 10:00 - 14:00]   shown: ends after the stay
  it('hides a task fully inside another event and keeps one that sticks out', () => {
    const events = [
      ev('guest', false, '2026-06-10T11:00:00Z', '2026-06-13T07:00:00Z'),
      ev('inside', true, '2026-06-11T05:00:00Z', '2026-06-11T08:00:00Z'),
      ev('overhang', true, '2026-06-13T06:00:00Z', '2026-06-13T10:00:00Z'),
    ];
    expect(visibleEvents(events).map((e) => e.id)).toEqual(['guest', 'overhang']);
  });

  it('counts touching bounds as inside', () => {
    const events = [
      ev('block', false, '2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z'),
      ev('t', true, '2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z'),
    ];
    expect(visibleEvents(events).map((e) => e.id)).toEqual(['block']);
  });

  it('never hides a task because of another task', () => {
    const events = [
      ev('big', true, '2026-06-01T00:00:00Z', '2026-06-30T00:00:00Z'),
      ev('small', true, '2026-06-02T00:00:00Z', '2026-06-03T00:00:00Z'),
    ];
    expect(visibleEvents(events).map((e) => e.id)).toEqual(['big', 'small']);
  });
});
