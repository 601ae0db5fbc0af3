import { describe, expect, it } from 'vitest';
import { localDateOf, localParts, zonedInstant } from './zoned.ts';

const DUBAI = 'Asia/Dubai';

describe('zoned instants', () => {
  it('turns Dubai wall-clock time into instants and back', () => {
    const instant = zonedInstant('2026-03-12', '15:00', DUBAI);
    expect(instant.toISOString()).toBe('2026-03-12T11:00:00.000Z');
    expect(localParts(instant, DUBAI)).toEqual({ date: '2026-03-12', time: '15:00' });
    expect(zonedInstant('2026-03-12', '23:59:30', DUBAI).toISOString()).toBe('2026-03-12T19:59:30.000Z');
  });

  it('shows seconds only when there are some, and midnight as 00:00', () => {
    expect(localParts(new Date('2026-06-01T20:00:05Z'), 'UTC')).toEqual({ date: '2026-06-01', time: '20:00:05' });
    expect(localParts(new Date('2026-06-01T20:00:00Z'), DUBAI)).toEqual({ date: '2026-06-02', time: '00:00' });
  });

  it('finds the local date of an instant in each zone', () => {
    const instant = new Date('2026-06-01T20:30:00Z');
    expect(localDateOf(instant, DUBAI)).toBe('2026-06-02');
    expect(localDateOf(instant, 'America/New_York')).toBe('2026-06-01');
    expect(localDateOf(instant, 'UTC')).toBe('2026-06-01');
  });

  it('starts a local day at its midnight, also on daylight-saving days', () => {
    expect(zonedInstant('2026-06-02', '00:00', DUBAI).toISOString()).toBe('2026-06-01T20:00:00.000Z');
    expect(zonedInstant('2026-03-29', '00:00', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedInstant('2026-03-30', '00:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Chile skips from 00:00 to 01:00 on 6 September 2026: the day starts at its first existing minute.
    const skipped = zonedInstant('2026-09-06', '00:00', 'America/Santiago');
    expect(localParts(skipped, 'America/Santiago')).toEqual({ date: '2026-09-06', time: '01:00' });
  });
});
