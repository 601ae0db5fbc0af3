import { daysInMonth, type LocalMonth, shiftMonth } from '../dates/index.ts';

/** docs/product/settings-property-summary.md#occupancy-rate: the occupancy slider runs from one month before to four after the current month. */
export function occupancyMonths(current: LocalMonth): LocalMonth[] {
  return [-1, 0, 1, 2, 3, 4].map((by) => shiftMonth(current, by));
}

/** docs/product/settings-property-summary.md#occupancy-rate: booked days over days in the month, × 100, rounded. */
export function occupancyPercent(bookedDays: number, month: LocalMonth): number {
  const days = daysInMonth(month);
  return Math.round((Math.min(Math.max(bookedDays, 0), days) / days) * 100);
}
