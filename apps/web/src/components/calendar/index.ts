export { DayLegend, type LegendEntry } from './day-legend.tsx';
export { type DayTone, dayTone, dayToneClass, hasStateWord } from './day-states.ts';
export { dayTitle, type GridDay, gridWeeks, monthTitle, weekdayNames } from './grid-dates.ts';
export { MonthGrid, type MonthGridProps } from './month-grid.tsx';
export { MonthNavigator, type MonthNavigatorProps } from './month-navigator.tsx';
