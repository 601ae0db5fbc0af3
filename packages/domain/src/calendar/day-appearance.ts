import type { CalendarDay, DayStatus, ReservationStatus } from './calendar-days.ts';

/** Manual blocks whose note starts with this (any case) were imported from another channel's booking. */
export const IMPORT_NOTE_PREFIX = 'import';

/** What a day cell shows; null means no status colour at all. */
export type DayAppearance = DayStatus | ReservationStatus | null;

export function isImportNote(note: string | null): boolean {
  return note?.trimStart().toLowerCase().startsWith(IMPORT_NOTE_PREFIX) ?? false;
}

type AppearanceInput = Pick<CalendarDay, 'status' | 'note' | 'blocks' | 'reservation'>;

/** Spec §4 "Calendar day appearance", applied in the spec's order. */
export function dayAppearance(day: AppearanceInput): DayAppearance {
  let appearance: DayAppearance = day.reservation && !day.reservation.isParked ? day.reservation.status : day.status;
  if (appearance === 'unavailable' && day.blocks.m && isImportNote(day.note)) appearance = 'booked';
  if (appearance === 'booked' && day.blocks.t) return null;
  return appearance;
}
