import { daysInMonth, type LocalMonth, shiftMonth } from '../dates/index.ts';

/** Spec §9: the occupancy slider runs from one month before to four after the current month. */
export function occupancyMonths(current: LocalMonth): LocalMonth[] {
  return [-1, 0, 1, 2, 3, 4].map((by) => shiftMonth(current, by));
}

/** Spec §9: booked days over days in the month, × 100, rounded. */
export function occupancyPercent(bookedDays: number, month: LocalMonth): number {
  const days = daysInMonth(month);
  return Math.round((Math.min(Math.max(bookedDays, 0), days) / days) * 100);
}
