export * from './check-out.ts';
export * from './constants.ts';
export * from './earliest.ts';
export * from './format.ts';
export * from './lifecycle.ts';
export {
  isLocalDate,
  isLocalTime,
  type LocalDate,
  type LocalParts,
  type LocalTime,
  lastDayOfMonth,
  localParts,
  monthOf,
  nextMonth,
  parseWireDateTime,
  secondsOf,
  timeOfMinutes,
  todayIn,
  toWireDateTime,
  zonedInstant,
} from './local-time.ts';
export * from './overlap.ts';
export * from './surface.ts';
export * from './validate.ts';
