import { describe, expect, it } from 'vitest';
import { at, DUBAI, range } from './test-clock.ts';
import { type BlockFormValues, type BlockRuleContext, dateBounds, validateBlock, wireFieldOf } from './validate.ts';

//        March 2026                     now: Tue 10 March 10:00 Dubai
//  Mo Tu We Th Fr Sa Su
//   2  3  4  5  6  7  8
//   9[10]11 12 13 14 15
//  16 17 18 19 20 21 22
const now = at('2026-03-10', '10:00');
const ctx: BlockRuleContext = { now, timeZone: DUBAI };
const values = (over: Partial<BlockFormValues> = {}): BlockFormValues => ({
  fromDate: '2026-03-12',
  fromTime: '15:00',
  toDate: '2026-03-19',
  toTime: '11:00',
  accessAnswer: 'need_both',
  ...over,
});
const codes = (v: BlockFormValues, c: BlockRuleContext = ctx) =>
  validateBlock(v, c).issues.map((issue) => `${issue.field}:${issue.code}`);

describe('validateBlock: required and format', () => {
  it('accepts a plain future stay and returns the stored range', () => {
    expect(validateBlock(values(), ctx)).toEqual({
      issues: [],
      range: range('2026-03-12', '15:00', '2026-03-19', '11:00'),
    });
  });

  it('requires the four date and time fields and, on create only, the access answer', () => {
    const empty = { fromDate: '', fromTime: ' ', toDate: '', toTime: '', accessAnswer: null };
    expect(codes(empty)).toEqual([
      'fromDate:FIELD_REQUIRED',
      'fromTime:FIELD_REQUIRED',
      'toDate:FIELD_REQUIRED',
      'toTime:FIELD_REQUIRED',
      'accessAnswer:FIELD_REQUIRED',
    ]);
    expect(codes(values({ accessAnswer: '' }))).toEqual(['accessAnswer:FIELD_REQUIRED']);
    const editing = { ...ctx, existing: range('2026-03-12', '15:00', '2026-03-19', '11:00') };
    expect(codes(values({ accessAnswer: null }), editing)).toEqual([]);
  });

  it('calls a malformed time an invalid time and a malformed date an invalid date', () => {
    expect(codes(values({ fromTime: '25:00' }))).toEqual(['fromTime:INVALID_TIME']);
    expect(codes(values({ toTime: '3 PM' }))).toEqual(['toTime:INVALID_TIME']);
    expect(codes(values({ toTime: '11:5' }))).toEqual(['toTime:INVALID_TIME']);
    expect(codes(values({ fromDate: '2026-02-30' }))).toEqual(['fromDate:INVALID_DATE']);
    expect(validateBlock(values({ fromTime: 'x' }), ctx).range).toBeNull();
  });
});

describe('validateBlock: order of check-in and check-out', () => {
  //  12th 15:00 -> 12th 15:00 (equal) and 12th 15:00 -> 11th 11:00 (before): both refused
  it('refuses a check-out equal to or before the check-in', () => {
    expect(codes(values({ toDate: '2026-03-12', toTime: '15:00' }))).toEqual(['toDate:CHECKOUT_BEFORE_CHECKIN']);
    expect(codes(values({ toDate: '2026-03-11' }))).toEqual(['toDate:CHECKOUT_BEFORE_CHECKIN']);
    expect(codes(values({ toDate: '2026-03-12', toTime: '15:01' }))).toEqual([]);
  });
});

describe('validateBlock: earliest date and time bounds', () => {
  it('refuses a day already gone, naming the earliest day', () => {
    const issues = validateBlock(values({ fromDate: '2026-03-09' }), ctx).issues;
    expect(issues).toEqual([{ field: 'fromDate', code: 'DATE_TOO_EARLY', minDate: '2026-03-10' }]);
  });

  //  now 10:00: today 15:00 is fine, today 10:00 is too early (minimum 10:01)
  it('allows today while it is before 15:00 and the start time is still ahead', () => {
    expect(codes(values({ fromDate: '2026-03-10' }))).toEqual([]);
    expect(validateBlock(values({ fromDate: '2026-03-10', fromTime: '10:00' }), ctx).issues).toEqual([
      { field: 'fromTime', code: 'TIME_TOO_EARLY', minTime: '10:01' },
    ]);
  });

  //  now 15:00: today is gone even for an evening check-in; tomorrow is the earliest day
  it('refuses today from 15:00 on', () => {
    const late = { ...ctx, now: at('2026-03-10', '15:00') };
    expect(validateBlock(values({ fromDate: '2026-03-10', fromTime: '20:00' }), late).issues).toEqual([
      { field: 'fromDate', code: 'DATE_TOO_EARLY', minDate: '2026-03-11' },
    ]);
    expect(codes(values({ fromDate: '2026-03-11', fromTime: '00:00' }), late)).toEqual([]);
  });

  it('refuses a check-out after 11:59 PM', () => {
    expect(validateBlock(values({ toTime: '23:59:30' }), ctx).issues).toEqual([
      { field: 'toTime', code: 'TIME_TOO_LATE', maxTime: '23:59' },
    ]);
    expect(codes(values({ toTime: '23:59' }))).toEqual([]);
  });
});

describe('validateBlock: stored range', () => {
  //  19th 14:00 requested -> kept until 20th 11:00
  it('extends a check-out after 11:00 to 11:00 the next day', () => {
    expect(validateBlock(values({ toTime: '14:00' }), ctx).range).toEqual(
      range('2026-03-12', '15:00', '2026-03-20', '11:00'),
    );
  });

  it('keeps a midnight check-out as midnight', () => {
    expect(validateBlock(values({ toDate: '2026-03-13', toTime: '00:00' }), ctx).range?.checkOut).toEqual(
      at('2026-03-13', '00:00'),
    );
  });
});

describe('validateBlock: selected month', () => {
  //   February | March (selected)       | April         | May
  //            | check-in must be here  | check-out may | never
  const inMarch = { ...ctx, selectedMonth: '2026-03' };

  it('accepts a stay starting in the month and ending in the next one', () => {
    expect(codes(values({ fromDate: '2026-03-31', toDate: '2026-04-30' }), inMarch)).toEqual([]);
  });

  it('refuses a check-in outside the month and a check-out beyond the next one', () => {
    expect(validateBlock(values({ fromDate: '2026-04-01', toDate: '2026-04-03' }), inMarch).issues).toEqual([
      { field: 'fromDate', code: 'DATE_OUTSIDE_MONTH', minDate: '2026-03-01', maxDate: '2026-03-31' },
    ]);
    expect(validateBlock(values({ toDate: '2026-05-01' }), inMarch).issues).toEqual([
      { field: 'toDate', code: 'DATE_OUTSIDE_MONTH', minDate: '2026-03-01', maxDate: '2026-04-30' },
    ]);
  });
});

describe('validateBlock: editing', () => {
  //  block 12th 15:00 ====== 19th 11:00
  const existing = range('2026-03-12', '15:00', '2026-03-19', '11:00');

  it('refuses any change to a past block', () => {
    const later = { ...ctx, now: at('2026-03-19', '11:00'), existing };
    expect(codes(values({ toDate: '2026-03-25' }), later)).toEqual(['form:PAST_RESERVATION']);
  });

  //  now 15th 09:00 (ongoing): the check-in may not move; the check-out may, but not into the past
  it('locks the check-in of an ongoing block and keeps its check-out in the future', () => {
    const during = { ...ctx, now: at('2026-03-15', '09:00'), existing, selectedMonth: '2026-03' };
    expect(codes(values({ toDate: '2026-03-22' }), during)).toEqual([]);
    expect(codes(values({ fromDate: '2026-03-13' }), during)).toEqual(['fromDate:CHECK_IN_LOCKED']);
    expect(validateBlock(values({ toDate: '2026-03-15', toTime: '08:00' }), during).issues).toEqual([
      { field: 'toTime', code: 'TIME_TOO_EARLY', minTime: '09:01' },
    ]);
    expect(validateBlock(values({ toDate: '2026-03-14' }), during).issues).toEqual([
      { field: 'toDate', code: 'DATE_TOO_EARLY', minDate: '2026-03-15' },
    ]);
  });

  it('lets a future block keep a check-in that today could no longer choose', () => {
    const sameDay = range('2026-03-10', '16:00', '2026-03-12', '11:00');
    const afterThree = { ...ctx, now: at('2026-03-10', '15:30'), existing: sameDay };
    expect(codes(values({ fromDate: '2026-03-10', fromTime: '16:00', toDate: '2026-03-13' }), afterThree)).toEqual([]);
    expect(codes(values({ fromDate: '2026-03-10', fromTime: '17:00', toDate: '2026-03-13' }), afterThree)).toEqual([
      'fromDate:DATE_TOO_EARLY',
    ]);
  });
});

describe('validateBlock: the property must be free', () => {
  //  guest:  18th 15:00 ===== 21st 11:00
  //  owner:  12th 15:00 ============== 19th 11:00   -> reserved
  const guest = range('2026-03-18', '15:00', '2026-03-21', '11:00');

  it('refuses an overlap with any active stay', () => {
    expect(codes(values(), { ...ctx, occupied: [guest] })).toEqual(['form:PROPERTY_ALREADY_RESERVED']);
    expect(codes(values({ toDate: '2026-03-18', toTime: '11:00' }), { ...ctx, occupied: [guest] })).toEqual([]);
  });

  //  owner asks until 18th 14:00, stored until 19th 11:00, which overlaps the guest arriving 18th 15:00
  it('judges the overlap on the extended check-out', () => {
    expect(codes(values({ toDate: '2026-03-18', toTime: '14:00' }), { ...ctx, occupied: [guest] })).toEqual([
      'form:PROPERTY_ALREADY_RESERVED',
    ]);
  });

  it('refuses the contract termination period before checking overlaps', () => {
    const termination = { start: '2026-03-15', end: '2026-03-31' };
    expect(codes(values(), { ...ctx, occupied: [guest], termination })).toEqual(['form:TERMINATION_PERIOD']);
    expect(codes(values({ toDate: '2026-03-15', toTime: '00:00' }), { ...ctx, termination })).toEqual([]);
  });
});

describe('dateBounds', () => {
  it('starts the check-in at the earliest day inside the selected month', () => {
    expect(dateBounds(values(), { ...ctx, selectedMonth: '2026-03' })).toEqual({
      fromMin: '2026-03-10',
      fromMax: '2026-03-31',
      toMin: '2026-03-12',
      toMax: '2026-04-30',
    });
    expect(dateBounds(values({ fromDate: '2026-04-05' }), { ...ctx, selectedMonth: '2026-04' }).fromMin).toBe(
      '2026-04-01',
    );
    expect(dateBounds(values(), { ...ctx, now: at('2026-03-10', '15:00') }).fromMin).toBe('2026-03-11');
  });

  it('pins the check-in of an ongoing block and lets the check-out start today', () => {
    const existing = range('2026-03-08', '15:00', '2026-03-12', '11:00');
    expect(dateBounds(values({ fromDate: '2026-03-08' }), { ...ctx, existing })).toEqual({
      fromMin: '2026-03-08',
      fromMax: '2026-03-08',
      toMin: '2026-03-10',
      toMax: null,
    });
  });
});

describe('wireFieldOf', () => {
  it('maps form fields to the request fields', () => {
    expect(wireFieldOf('fromTime')).toBe('checkIn');
    expect(wireFieldOf('toDate')).toBe('checkOut');
    expect(wireFieldOf('accessAnswer')).toBe('accessAnswer');
    expect(wireFieldOf('form')).toBeNull();
  });
});

describe('validateBlock: how far and how long (decision 045)', () => {
  it('refuses dates more than 730 days after today, before any date arithmetic', () => {
    // 10 March 2026 + 730 days = 9 March 2028.
    expect(codes(values({ fromDate: '2028-03-01', toDate: '2028-03-09' }))).toEqual([]);
    expect(codes(values({ fromDate: '2028-03-01', toDate: '2028-03-10' }))).toEqual(['toDate:DATE_TOO_FAR']);
    expect(codes(values({ fromDate: '2028-03-10', toDate: '2028-03-12' }))).toEqual(['fromDate:DATE_TOO_FAR']);
    for (const toDate of ['9999-12-31', '9999-12-30']) {
      expect(validateBlock(values({ toDate, toTime: '15:00' }), ctx)).toEqual({
        issues: [{ field: 'toDate', code: 'DATE_TOO_FAR', maxDate: '2028-03-09' }],
        range: null,
      });
    }
  });

  it('refuses a stay of more than 90 nights', () => {
    expect(codes(values({ fromDate: '2026-03-12', toDate: '2026-06-10' }))).toEqual([]);
    expect(codes(values({ fromDate: '2026-03-12', toDate: '2026-06-11' }))).toEqual(['toDate:STAY_TOO_LONG']);
  });

  it('counts the day a late check-out holds the property until', () => {
    // 90 nights ending at 23:00 keep the property until 11:00 the day after: 91 nights, as stored.
    expect(codes(values({ fromDate: '2026-03-12', toDate: '2026-06-10', toTime: '11:00' }))).toEqual([]);
    expect(codes(values({ fromDate: '2026-03-12', toDate: '2026-06-10', toTime: '23:00' }))).toEqual([
      'toDate:STAY_TOO_LONG',
    ]);
    // The last day, left after 11:00, would hold the property into the day after it.
    expect(codes(values({ fromDate: '2028-03-01', toDate: '2028-03-09', toTime: '11:00' }))).toEqual([]);
    expect(codes(values({ fromDate: '2028-03-01', toDate: '2028-03-09', toTime: '23:59' }))).toEqual([
      'toDate:DATE_TOO_FAR',
    ]);
  });
});
