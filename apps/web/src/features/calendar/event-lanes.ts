import { type LocalDate, startOfWeek } from '@portal/domain';
import type { CalendarEvent } from './calendar-events.ts';

/** One event on one day, in its lane of the week row. */
export interface EventSlot {
  event: CalendarEvent;
  /** The first day of the event in this week row: its chip carries the name across `span` days. */
  isLabelled: boolean;
  /** Days the event covers in this week row from this day on (1 on its last day there). */
  span: number;
}

/** A lane free on this day but used on another day of the row: it keeps the lanes below it in line. */
export interface FreeLane {
  event: null;
  lane: number;
}

/** A day's lanes, top to bottom. */
export type DaySlots = (EventSlot | FreeLane)[];

interface Segment {
  event: CalendarEvent;
  dates: LocalDate[];
  order: number;
}

/**
 * Lays each week row out in lanes, as a month view does: an event keeps one lane on every day of its week row, so its
 * first chip there can stretch over the following days and show the whole name (a phone's day cell holds about five
 * letters). Segments take the lowest free lane, earliest first, the longer one first on a tie, then the input order.
 */
export function eventSlots(events: CalendarEvent[]): Map<LocalDate, DaySlots> {
  const weeks = new Map<LocalDate, Map<CalendarEvent, Segment>>();
  for (const [order, event] of events.entries()) {
    for (const date of [...event.dates].sort()) {
      const week = startOfWeek(date);
      const segments = weeks.get(week) ?? new Map<CalendarEvent, Segment>();
      weeks.set(week, segments);
      const segment = segments.get(event);
      if (segment) segment.dates.push(date);
      else segments.set(event, { event, dates: [date], order });
    }
  }
  const slots = new Map<LocalDate, DaySlots>();
  for (const segments of weeks.values()) {
    const ordered = [...segments.values()].sort(
      (a, b) =>
        (a.dates[0] ?? '').localeCompare(b.dates[0] ?? '') || b.dates.length - a.dates.length || a.order - b.order,
    );
    const laneEnds: LocalDate[] = [];
    for (const segment of ordered) {
      const first = segment.dates[0] ?? '';
      let lane = laneEnds.findIndex((end) => end < first);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = segment.dates.at(-1) ?? first;
      for (const [index, date] of segment.dates.entries()) {
        const day = slots.get(date) ?? [];
        slots.set(date, day);
        while (day.length < lane) day.push({ event: null, lane: day.length });
        day[lane] = { event: segment.event, isLabelled: index === 0, span: segment.dates.length - index };
      }
    }
  }
  return slots;
}
