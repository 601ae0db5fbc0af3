import {
  addDays,
  daysBetween,
  isLocalDate,
  isLocalTime,
  type LocalDate,
  type LocalMonth,
  type LocalTime,
  lastDayOfMonth,
  localDateOf,
  monthOf,
  secondsOf,
  shiftMonth,
  zonedInstant,
} from '../dates/index.ts';
import { extendLateCheckOut } from './check-out.ts';
import {
  type BlockRuleCode,
  LATEST_CHECK_OUT_TIME,
  OWNER_STAY_MAX_DAYS_AHEAD,
  OWNER_STAY_MAX_NIGHTS,
} from './constants.ts';
import { earliestSelectableDate, minimumTimeOn } from './earliest.ts';
import { blockPhase, type StayRange } from './lifecycle.ts';
import { overlapsAny, overlapsTermination, type TerminationPeriod } from './overlap.ts';

export type BlockField = 'fromDate' | 'fromTime' | 'toDate' | 'toTime' | 'accessAnswer' | 'form';

export interface BlockIssue {
  field: BlockField;
  code: BlockRuleCode;
  minTime?: LocalTime;
  maxTime?: LocalTime;
  minDate?: LocalDate;
  maxDate?: LocalDate;
}

export interface BlockFormValues {
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  accessAnswer?: string | null | undefined;
}

export interface BlockRuleContext {
  now: Date;
  timeZone: string;
  /** The block being edited; absent when creating. */
  existing?: StayRange | null;
  /** 'YYYY-MM' the form was opened on (client only: the server does not know the month on screen). */
  selectedMonth?: LocalMonth | null;
  termination?: TerminationPeriod | null;
  /** Other active stays on the property (without the edited block). */
  occupied?: readonly StayRange[];
}

export interface BlockValidation {
  issues: BlockIssue[];
  /** The range that would be stored and blocked (check-out after 11:00 extended); null when unreadable. */
  range: StayRange | null;
}

/** Wire field of a form field: server validation paths are checkIn / checkOut / accessAnswer. */
export function wireFieldOf(field: BlockField): 'checkIn' | 'checkOut' | 'accessAnswer' | null {
  if (field === 'fromDate' || field === 'fromTime') return 'checkIn';
  if (field === 'toDate' || field === 'toTime') return 'checkOut';
  return field === 'accessAnswer' ? 'accessAnswer' : null;
}

function readIssues(values: BlockFormValues, isCreate: boolean): BlockIssue[] {
  const issues: BlockIssue[] = [];
  for (const field of ['fromDate', 'fromTime', 'toDate', 'toTime'] as const) {
    const value = values[field].trim();
    if (!value) issues.push({ field, code: 'FIELD_REQUIRED' });
    else if (field.endsWith('Date') ? !isLocalDate(value) : !isLocalTime(value)) {
      issues.push({ field, code: field.endsWith('Date') ? 'INVALID_DATE' : 'INVALID_TIME' });
    }
  }
  if (isCreate && !values.accessAnswer) issues.push({ field: 'accessAnswer', code: 'FIELD_REQUIRED' });
  return issues;
}

/** Earliest date and time of the check-in (docs/product/owner-stays.md#time-rules): a day already gone, or today from 15:00, is refused. */
function checkInIssues(values: BlockFormValues, ctx: BlockRuleContext): BlockIssue[] {
  const today = localDateOf(ctx.now, ctx.timeZone);
  if (values.fromDate > today) return [];
  if (values.fromDate < today || earliestSelectableDate(ctx.now, ctx.timeZone) > today) {
    const minDate = earliestSelectableDate(ctx.now, ctx.timeZone, values.fromTime);
    return [{ field: 'fromDate', code: 'DATE_TOO_EARLY', minDate }];
  }
  const minTime = minimumTimeOn(values.fromDate, ctx.now, ctx.timeZone);
  if (minTime && secondsOf(values.fromTime) < secondsOf(minTime)) {
    return [{ field: 'fromTime', code: 'TIME_TOO_EARLY', minTime }];
  }
  return [];
}

function checkOutIssues(values: BlockFormValues, ctx: BlockRuleContext, checkIn: Date): BlockIssue[] {
  if (secondsOf(values.toTime) > secondsOf(LATEST_CHECK_OUT_TIME)) {
    return [{ field: 'toTime', code: 'TIME_TOO_LATE', maxTime: LATEST_CHECK_OUT_TIME }];
  }
  const requested = zonedInstant(values.toDate, values.toTime, ctx.timeZone);
  if (requested.getTime() <= checkIn.getTime()) return [{ field: 'toDate', code: 'CHECKOUT_BEFORE_CHECKIN' }];
  if (requested.getTime() <= ctx.now.getTime()) {
    const today = localDateOf(ctx.now, ctx.timeZone);
    if (values.toDate < today) return [{ field: 'toDate', code: 'DATE_TOO_EARLY', minDate: today }];
    const minTime = minimumTimeOn(values.toDate, ctx.now, ctx.timeZone) ?? LATEST_CHECK_OUT_TIME;
    return [{ field: 'toTime', code: 'TIME_TOO_EARLY', minTime }];
  }
  return [];
}

/**
 * Decision 045: dates at most OWNER_STAY_MAX_DAYS_AHEAD after today and at most OWNER_STAY_MAX_NIGHTS nights. Checked
 * on the dates alone, before any instant is computed, so a year like 9999 never reaches date arithmetic; the day a
 * late check-out moves to is counted once the asked dates are in bounds (a stay of 90 nights ending at 23:00 is 91).
 */
function extentIssues(values: BlockFormValues, ctx: BlockRuleContext): BlockIssue[] {
  const maxDate = addDays(localDateOf(ctx.now, ctx.timeZone), OWNER_STAY_MAX_DAYS_AHEAD);
  if (values.fromDate > maxDate) return [{ field: 'fromDate', code: 'DATE_TOO_FAR', maxDate }];
  if (values.toDate > maxDate) return [{ field: 'toDate', code: 'DATE_TOO_FAR', maxDate }];
  // A late check-out holds the property until 11:00 the next day, and that day is what is stored: it counts too.
  const heldUntil = extendLateCheckOut(values.toDate, values.toTime).date;
  if (heldUntil > maxDate) return [{ field: 'toDate', code: 'DATE_TOO_FAR', maxDate }];
  if (daysBetween(values.fromDate, heldUntil) > OWNER_STAY_MAX_NIGHTS) {
    return [{ field: 'toDate', code: 'STAY_TOO_LONG' }];
  }
  return [];
}

/** docs/product/owner-stays.md#time-rules: the stay starts in the selected month and ends by the end of the next one. */
function monthIssues(values: BlockFormValues, month: LocalMonth, isCheckInKept: boolean): BlockIssue[] {
  const issues: BlockIssue[] = [];
  const first = `${month}-01`;
  if (!isCheckInKept && monthOf(values.fromDate) !== month) {
    issues.push({ field: 'fromDate', code: 'DATE_OUTSIDE_MONTH', minDate: first, maxDate: lastDayOfMonth(month) });
  }
  const lastCheckOut = lastDayOfMonth(shiftMonth(month, 1));
  if (values.toDate > lastCheckOut) {
    issues.push({ field: 'toDate', code: 'DATE_OUTSIDE_MONTH', minDate: first, maxDate: lastCheckOut });
  }
  return issues;
}

/**
 * Every rule of the block form (docs/product/owner-stays.md#time-rules, docs/product/owner-stays.md#the-property-must-be-free, docs/product/owner-stays.md#lifecycle), evaluated in the property's time zone.
 * Issues come in the order they should be read: fields first, then the property-wide refusals.
 */
export function validateBlock(values: BlockFormValues, ctx: BlockRuleContext): BlockValidation {
  const existing = ctx.existing ?? null;
  if (existing && blockPhase(existing, ctx.now) === 'past') {
    return { issues: [{ field: 'form', code: 'PAST_RESERVATION' }], range: null };
  }
  const read = readIssues(values, existing === null);
  const isUnreadable = read.some((issue) => issue.field !== 'accessAnswer');
  if (isUnreadable) return { issues: read, range: null };
  const extent = extentIssues(values, ctx);
  if (extent.length > 0) return { issues: [...read, ...extent], range: null };

  const issues = [...read];
  const checkIn = zonedInstant(values.fromDate, values.fromTime, ctx.timeZone);
  const isCheckInKept = existing !== null && existing.checkIn.getTime() === checkIn.getTime();
  if (existing && blockPhase(existing, ctx.now) === 'ongoing' && !isCheckInKept) {
    issues.push({ field: 'fromDate', code: 'CHECK_IN_LOCKED' });
  } else if (!isCheckInKept) {
    issues.push(...checkInIssues(values, ctx));
  }
  issues.push(...checkOutIssues(values, ctx, checkIn));
  if (ctx.selectedMonth) issues.push(...monthIssues(values, ctx.selectedMonth, isCheckInKept));

  const extended = extendLateCheckOut(values.toDate, values.toTime);
  const range = { checkIn, checkOut: zonedInstant(extended.date, extended.time, ctx.timeZone) };
  if (issues.length > 0) return { issues, range };
  if (overlapsTermination(range, ctx.termination, ctx.timeZone)) {
    return { issues: [{ field: 'form', code: 'TERMINATION_PERIOD' }], range };
  }
  if (overlapsAny(range, ctx.occupied ?? [])) {
    return { issues: [{ field: 'form', code: 'PROPERTY_ALREADY_RESERVED' }], range };
  }
  return { issues, range };
}

export interface DateBounds {
  fromMin: LocalDate;
  fromMax: LocalDate | null;
  toMin: LocalDate;
  toMax: LocalDate | null;
}

/**
 * Bounds for the form's date pickers: check-in from the earliest selectable day within the selected
 * month, check-out from the check-in day; an ongoing block keeps its check-in and may end from today.
 */
export function dateBounds(values: Pick<BlockFormValues, 'fromDate' | 'fromTime'>, ctx: BlockRuleContext): DateBounds {
  const month = ctx.selectedMonth ?? null;
  const toMax = month ? lastDayOfMonth(shiftMonth(month, 1)) : null;
  const today = localDateOf(ctx.now, ctx.timeZone);
  if (ctx.existing && blockPhase(ctx.existing, ctx.now) === 'ongoing') {
    return { fromMin: values.fromDate, fromMax: values.fromDate, toMin: today, toMax };
  }
  const earliest = earliestSelectableDate(ctx.now, ctx.timeZone, values.fromTime || undefined);
  const fromMin = month && `${month}-01` > earliest ? `${month}-01` : earliest;
  const toMin = isLocalDate(values.fromDate) && values.fromDate > fromMin ? values.fromDate : fromMin;
  return { fromMin, fromMax: month ? lastDayOfMonth(month) : null, toMin, toMax };
}
