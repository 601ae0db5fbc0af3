import type { CalendarDayWire, Reservation } from '@portal/contract';
import { type LocalDate, stayDates, taskDates, visibleEvents } from '@portal/domain';

export type EventKind = 'reservation' | 'owner' | 'manual' | 'task';

export interface CalendarEvent {
  key: string;
  kind: EventKind;
  isTask: boolean;
  /** Background events (manual blocks, tasks) are drawn but not clickable (docs/product/calendar.md#events-on-the-grid). */
  isBackground: boolean;
  start: Date;
  end: Date;
  /** Property-local dates the event is drawn on. */
  dates: LocalDate[];
  label: string;
  reservation: Reservation | null;
}

const KIND_ORDER: Record<EventKind, number> = { reservation: 0, owner: 0, task: 1, manual: 2 };

/**
 * Everything the month grid draws: guest reservations and owner stays from /reservations, manual blocks and
 * every task of every day from the calendar days; tasks fully inside another event are dropped (docs/product/calendar.md#events-on-the-grid).
 */
export function buildCalendarEvents(input: {
  days: CalendarDayWire[];
  reservations: Reservation[];
  timeZone: string;
}): CalendarEvent[] {
  const { timeZone } = input;
  const events: CalendarEvent[] = input.reservations.map((reservation) => {
    const period = { checkIn: new Date(reservation.start), checkOut: new Date(reservation.end) };
    return {
      key: `${reservation.ownerReservation ? 'o' : 'r'}-${reservation.id}`,
      kind: reservation.ownerReservation ? 'owner' : 'reservation',
      isTask: false,
      isBackground: false,
      start: period.checkIn,
      end: period.checkOut,
      dates: stayDates(period, timeZone),
      label: reservation.ownerReservation ? reservation.title : reservation.guestName || reservation.title,
      reservation,
    };
  });
  const seen = new Set<string>();
  for (const day of input.days) {
    if (day.manualBlock && !seen.has(`m-${day.manualBlock.id}`)) {
      seen.add(`m-${day.manualBlock.id}`);
      const period = { checkIn: new Date(day.manualBlock.checkIn), checkOut: new Date(day.manualBlock.checkOut) };
      events.push({
        key: `m-${day.manualBlock.id}`,
        kind: 'manual',
        isTask: false,
        isBackground: true,
        start: period.checkIn,
        end: period.checkOut,
        dates: stayDates(period, timeZone),
        label: day.note ?? '',
        reservation: null,
      });
    }
    for (const task of day.tasks) {
      if (seen.has(`t-${task.id}`)) continue;
      seen.add(`t-${task.id}`);
      const period = { checkIn: new Date(task.checkIn), checkOut: new Date(task.checkOut) };
      events.push({
        key: `t-${task.id}`,
        kind: 'task',
        isTask: true,
        isBackground: true,
        start: period.checkIn,
        end: period.checkOut,
        dates: taskDates(period, timeZone),
        label: task.title,
        reservation: null,
      });
    }
  }
  return visibleEvents(events).sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.start.getTime() - b.start.getTime(),
  );
}

/** Events by the local date they are drawn on. */
export function eventsByDate(events: CalendarEvent[]): Map<LocalDate, CalendarEvent[]> {
  const byDate = new Map<LocalDate, CalendarEvent[]>();
  for (const event of events) {
    for (const date of event.dates) {
      const list = byDate.get(date);
      if (list) list.push(event);
      else byDate.set(date, [event]);
    }
  }
  return byDate;
}
