import { describe, expect, it } from 'vitest';
import { formatTime12 } from './format.ts';
import {
  isLocalDate,
  isLocalTime,
  lastDayOfMonth,
  localParts,
  nextMonth,
  parseWireDateTime,
  toWireDateTime,
  zonedInstant,
} from './local-time.ts';
import { blockSurfaceFor } from './surface.ts';
import { DUBAI } from './test-clock.ts';

describe('local dates and times', () => {
  it('accepts real days and 24-hour times only', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(isLocalDate('2026-3-1')).toBe(false);
    expect(isLocalTime('00:00')).toBe(true);
    expect(isLocalTime('23:59:59')).toBe(true);
    expect(isLocalTime('24:00')).toBe(false);
    expect(isLocalTime('9:00')).toBe(false);
  });

  it('knows month ends', () => {
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });

  it('turns Dubai wall-clock time into instants and back', () => {
    const instant = zonedInstant('2026-03-12', '15:00', DUBAI);
    expect(instant.toISOString()).toBe('2026-03-12T11:00:00.000Z');
    expect(localParts(instant, DUBAI)).toEqual({ date: '2026-03-12', time: '15:00' });
    expect(toWireDateTime(instant, DUBAI)).toBe('2026-03-12T15:00:00+04:00');
    expect(toWireDateTime(instant, 'UTC')).toBe('2026-03-12T11:00:00+00:00');
  });
});

describe('parseWireDateTime', () => {
  it('reads a date-time without offset as the property wall clock', () => {
    expect(parseWireDateTime('2026-03-12T15:00', DUBAI)).toEqual({ date: '2026-03-12', time: '15:00' });
    expect(parseWireDateTime('2026-03-12T23:59:30', DUBAI)).toEqual({ date: '2026-03-12', time: '23:59:30' });
  });

  it('converts an instant with an offset into the property wall clock', () => {
    expect(parseWireDateTime('2026-03-12T11:00:00Z', DUBAI)).toEqual({ date: '2026-03-12', time: '15:00' });
    expect(parseWireDateTime('2026-03-12T21:00:00.000Z', DUBAI)).toEqual({ date: '2026-03-13', time: '01:00' });
    expect(parseWireDateTime('2026-03-12T15:00:00+04:00', DUBAI)).toEqual({ date: '2026-03-12', time: '15:00' });
  });

  it('refuses malformed values', () => {
    for (const bad of ['2026-03-12', '2026-03-12 15:00', '2026-02-30T15:00', '2026-03-12T25:00', 'tomorrow']) {
      expect(parseWireDateTime(bad, DUBAI)).toBeNull();
    }
  });
});

describe('formatTime12', () => {
  it('writes 12-hour times with AM/PM', () => {
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('10:01')).toBe('10:01 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('23:59')).toBe('11:59 PM');
  });
});

describe('blockSurfaceFor', () => {
  it('follows the login status, and the property when the owner is on both systems', () => {
    expect(blockSurfaceFor('guesty', true)).toBe('legacy');
    expect(blockSurfaceFor('pordal', false)).toBe('pordal');
    expect(blockSurfaceFor('both', true)).toBe('pordal');
    expect(blockSurfaceFor('both', false)).toBe('legacy');
  });
});
