import type { CalendarDay, DayStatus, ReservationStatus } from './calendar-days.ts';

/** Manual blocks whose note starts with this (any case) were imported from another channel's booking. */
export const IMPORT_NOTE_PREFIX = 'import';

/** What a day cell shows; null means no status colour at all. */
export type DayAppearance = DayStatus | ReservationStatus | null;

export function isImportNote(note: string | null): boolean {
  return note?.trimStart().toLowerCase().startsWith(IMPORT_NOTE_PREFIX) ?? false;
}

type AppearanceInput = Pick<CalendarDay, 'status' | 'note' | 'blocks' | 'reservation'>;

/**
 * docs/product/calendar.md#day-appearance (decision 084). The look is the reservation's status unless it is parked, else
 * the day's status; an 'unavailable' day with an import-prefixed note and a manual block looks booked. A booked day
 * with a task shows no status: "booked" is what the day is (a guest stay, parked or not, whatever its reservation's
 * status) or what the import rule shows it as, so a confirmed or checked-in night with a task shows none either.
 */
export function dayAppearance(day: AppearanceInput): DayAppearance {
  let appearance: DayAppearance = day.reservation && !day.reservation.isParked ? day.reservation.status : day.status;
  if (appearance === 'unavailable' && day.blocks.m && isImportNote(day.note)) appearance = 'booked';
  if ((day.status === 'booked' || appearance === 'booked') && day.blocks.t) return null;
  return appearance;
}
