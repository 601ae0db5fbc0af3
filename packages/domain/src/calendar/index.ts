export * from './calendar-days.ts';
export * from './day-appearance.ts';
export * from './feed.ts';
export * from './month-statistics.ts';
export * from './occupancy.ts';
export * from './stay-dates.ts';
export * from './visible-events.ts';
