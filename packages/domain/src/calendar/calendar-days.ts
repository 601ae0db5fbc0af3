import { eachDate, type LocalDate } from '../dates/index.ts';
import { type Period, stayDates, taskDates } from './stay-dates.ts';

export type DayStatus = 'available' | 'booked' | 'unavailable';
export type ReservationStatus = 'confirmed' | 'checked_in';
export type BlockType = 'o' | 'm' | 't';

export interface CalendarStay extends Period {
  id: number;
  kind: 'guest' | 'owner' | 'manual';
  status: ReservationStatus;
  isParked: boolean;
  note: string | null;
}

export interface CalendarTask extends Period {
  id: number;
  title: string;
}

interface Span {
  checkIn: string;
  checkOut: string;
}

export type DayTask = Span & { id: number; title: string };

/**
 * One day of docs/product/calendar.md#calendar-days "Calendar day", plus the manual block's span the grid needs and every task of the day
 * (`task` keeps the spec's one-task shape: the first of `tasks`; decision 042).
 */
export interface CalendarDay {
  date: LocalDate;
  status: DayStatus;
  note: string | null;
  blocks: { o: boolean; t: boolean; m: boolean };
  ownerReservationId: number | null;
  ownersReservation: (Span & { note: string | null }) | null;
  task: DayTask | null;
  /** Every task touching the day, by start time (then id). */
  tasks: DayTask[];
  manualBlock: (Span & { id: number }) | null;
  blockType: BlockType | null;
  reservation: { id: number; status: ReservationStatus; isParked: boolean } | null;
}

function emptyDay(date: LocalDate): CalendarDay {
  return {
    date,
    status: 'available',
    note: null,
    blocks: { o: false, t: false, m: false },
    ownerReservationId: null,
    ownersReservation: null,
    task: null,
    tasks: [],
    manualBlock: null,
    blockType: null,
    reservation: null,
  };
}

const KIND_ORDER = { guest: 0, owner: 1, manual: 2 } as const;

/** What a stay writes on each of its days, made once per stay (not once per day). */
function stayMarks(stay: CalendarStay): (day: CalendarDay) => void {
  if (stay.kind === 'guest') {
    const reservation = { id: stay.id, status: stay.status, isParked: stay.isParked };
    return (day) => {
      day.status = 'booked';
      day.reservation ??= { ...reservation };
    };
  }
  const span = { checkIn: stay.checkIn.toISOString(), checkOut: stay.checkOut.toISOString() };
  if (stay.kind === 'owner') {
    return (day) => {
      if (day.status === 'available') day.status = 'unavailable';
      day.blocks.o = true;
      day.ownerReservationId ??= stay.id;
      day.ownersReservation ??= { ...span, note: stay.note };
    };
  }
  return (day) => {
    if (day.status === 'available') day.status = 'unavailable';
    day.blocks.m = true;
    day.note ??= stay.note;
    day.manualBlock ??= { ...span, id: stay.id };
  };
}

/**
 * The calendar days from `from` to `to` (both included) in the property's time zone. Guest stays make
 * a day booked, owner stays and manual blocks unavailable; tasks only mark the day (they never block).
 */
export function buildCalendarDays(input: {
  from: LocalDate;
  to: LocalDate;
  timeZone: string;
  stays: CalendarStay[];
  tasks: CalendarTask[];
}): CalendarDay[] {
  const days = new Map<LocalDate, CalendarDay>();
  for (const date of eachDate(input.from, input.to)) days.set(date, emptyDay(date));
  const stays = [...input.stays].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  for (const stay of stays) {
    const mark = stayMarks(stay);
    for (const date of stayDates(stay, input.timeZone)) {
      const day = days.get(date);
      if (day) mark(day);
    }
  }
  const tasks = [...input.tasks].sort((a, b) => a.checkIn.getTime() - b.checkIn.getTime() || a.id - b.id);
  for (const task of tasks) {
    const wire = {
      id: task.id,
      title: task.title,
      checkIn: task.checkIn.toISOString(),
      checkOut: task.checkOut.toISOString(),
    };
    for (const date of taskDates(task, input.timeZone)) {
      const day = days.get(date);
      if (!day) continue;
      day.blocks.t = true;
      day.task ??= wire;
      day.tasks.push(wire);
    }
  }
  for (const day of days.values()) {
    day.blockType = day.blocks.o ? 'o' : day.blocks.m ? 'm' : day.blocks.t ? 't' : null;
  }
  return [...days.values()];
}
