import { describe, expect, it } from 'vitest';
import { countNights, displayCheckOut, extendLateCheckOut, isLateCheckOut } from './check-out.ts';
import { at, DUBAI } from './test-clock.ts';

describe('isLateCheckOut', () => {
  it('calls a check-out late from the first second after 11:00, compared as times not as text', () => {
    expect(isLateCheckOut('11:00')).toBe(false);
    expect(isLateCheckOut('11:00:01')).toBe(true);
    expect(isLateCheckOut('11:01')).toBe(true);
    expect(isLateCheckOut('23:59')).toBe(true);
    expect(isLateCheckOut('10:59:59')).toBe(false);
    expect(isLateCheckOut('00:00')).toBe(false);
  });

  it('is never late for a time that cannot be read', () => {
    expect(isLateCheckOut('')).toBe(false);
    expect(isLateCheckOut('3 PM')).toBe(false);
    expect(isLateCheckOut('25:00')).toBe(false);
  });
});

describe('extendLateCheckOut', () => {
  //  19th                       20th
  //  ...11:00 | 11:01 ... 23:59 -> 11:00
  //  kept     | extended to 11:00 the next day
  it('keeps a check-out at or before 11:00 and extends a later one to 11:00 the next day', () => {
    expect(extendLateCheckOut('2026-03-19', '10:59')).toEqual({ date: '2026-03-19', time: '10:59' });
    expect(extendLateCheckOut('2026-03-19', '11:00')).toEqual({ date: '2026-03-19', time: '11:00' });
    expect(extendLateCheckOut('2026-03-19', '11:01')).toEqual({ date: '2026-03-20', time: '11:00' });
    expect(extendLateCheckOut('2026-03-19', '11:00:01')).toEqual({ date: '2026-03-20', time: '11:00' });
    expect(extendLateCheckOut('2026-03-19', '23:59')).toEqual({ date: '2026-03-20', time: '11:00' });
  });

  it('never extends a midnight check-out, and crosses month ends', () => {
    expect(extendLateCheckOut('2026-03-19', '00:00')).toEqual({ date: '2026-03-19', time: '00:00' });
    expect(extendLateCheckOut('2026-03-31', '14:00')).toEqual({ date: '2026-04-01', time: '11:00' });
    expect(extendLateCheckOut('2026-12-31', '12:00')).toEqual({ date: '2027-01-01', time: '11:00' });
  });
});

describe('displayCheckOut', () => {
  //  12th 15:00 ====== 13th 00:00   shown as 13th 00:00:01 so the stay appears on the 13th
  it('shows a check-out at exactly midnight one second later', () => {
    const midnight = at('2026-03-13', '00:00');
    expect(displayCheckOut(midnight, DUBAI).getTime()).toBe(midnight.getTime() + 1000);
  });

  it('leaves any other check-out alone, including a second after midnight', () => {
    const eleven = at('2026-03-13', '11:00');
    expect(displayCheckOut(eleven, DUBAI)).toBe(eleven);
    const oneSecond = new Date(at('2026-03-13', '00:00').getTime() + 1000);
    expect(displayCheckOut(oneSecond, DUBAI)).toBe(oneSecond);
  });

  it('judges midnight in the property zone', () => {
    const dubaiMidnight = at('2026-03-13', '00:00'); // 20:00 UTC on the 12th
    expect(displayCheckOut(dubaiMidnight, 'UTC')).toBe(dubaiMidnight);
  });
});

describe('countNights', () => {
  it('counts calendar days between check-in and check-out days', () => {
    expect(countNights(at('2026-03-12', '15:00'), at('2026-03-19', '11:00'), DUBAI)).toBe(7);
    expect(countNights(at('2026-03-30', '15:00'), at('2026-04-02', '11:00'), DUBAI)).toBe(3);
    expect(countNights(at('2026-03-12', '09:00'), at('2026-03-12', '11:00'), DUBAI)).toBe(0);
    expect(countNights(at('2026-03-12', '15:00'), at('2026-03-13', '00:00'), DUBAI)).toBe(1);
  });
});
