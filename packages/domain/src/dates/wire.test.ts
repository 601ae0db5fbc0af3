import { describe, expect, it } from 'vitest';
import { parseWireDateTime, toWireDateTime } from './wire.ts';
import { zonedInstant } from './zoned.ts';

const DUBAI = 'Asia/Dubai';

describe('toWireDateTime', () => {
  it("writes an instant with the zone's offset", () => {
    const instant = zonedInstant('2026-03-12', '15:00', DUBAI);
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
