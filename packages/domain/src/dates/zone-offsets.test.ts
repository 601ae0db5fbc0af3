import { describe, expect, it } from 'vitest';
import { offsetChanges, offsetMinutes } from './zone-offsets.ts';

describe('zone offsets', () => {
  it('reads the offset of a zone at an instant', () => {
    expect(offsetMinutes(new Date('2026-06-15T08:00:00Z'), 'Asia/Dubai')).toBe(240);
    expect(offsetMinutes(new Date('2026-01-15T08:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(new Date('2026-07-15T08:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(new Date('2026-07-15T08:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('finds every daylight-saving change to the minute, and none in a zone without', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const to = new Date('2027-01-01T00:00:00Z');
    expect(offsetChanges('Asia/Dubai', from, to)).toEqual([]);
    // Europe/Berlin: 29 March 01:00 UTC to summer time, 25 October 01:00 UTC back.
    expect(offsetChanges('Europe/Berlin', from, to)).toEqual([
      { at: new Date('2026-03-29T01:00:00Z'), from: 60, to: 120 },
      { at: new Date('2026-10-25T01:00:00Z'), from: 120, to: 60 },
    ]);
  });
});
