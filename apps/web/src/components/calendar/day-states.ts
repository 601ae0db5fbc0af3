import type { CalendarDayWire } from '@portal/contract';
import { dayAppearance } from '@portal/domain';

/**
 * How a day looks in every grid (main calendar, 'Block off date', the small months): docs/product/calendar.md#day-appearance "Calendar day
 * appearance". 'none' is a booked day with a task, which shows no status; null is a day not loaded yet.
 */
export type DayTone = 'available' | 'confirmed' | 'checked_in' | 'booked' | 'unavailable' | 'none';

export function dayTone(day: CalendarDayWire | undefined): DayTone | null {
  if (!day) return null;
  return dayAppearance(day) ?? 'none';
}

/** The cell's class names for a tone (the colours live in day-states.css, one palette for all grids). */
export function dayToneClass(tone: DayTone | null): string {
  return tone ? `day-tone day-tone--${tone}` : 'day-tone';
}

/** A tone with a word: the state is never told by colour alone (the words are common:dayStates). */
export function hasStateWord(tone: DayTone | null): tone is Exclude<DayTone, 'none'> {
  return tone !== null && tone !== 'none';
}
