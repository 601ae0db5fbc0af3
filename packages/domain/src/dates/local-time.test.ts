import { describe, expect, it } from 'vitest';
import { isLocalTime, secondsOf, timeOfMinutes } from './local-time.ts';

describe('local times', () => {
  it('accepts 24-hour times with optional seconds only', () => {
    expect(isLocalTime('00:00')).toBe(true);
    expect(isLocalTime('23:59:59')).toBe(true);
    expect(isLocalTime('24:00')).toBe(false);
    expect(isLocalTime('9:00')).toBe(false);
    expect(isLocalTime('12:60')).toBe(false);
    expect(isLocalTime('3 PM')).toBe(false);
  });

  it('turns times into seconds since midnight and minutes back into times', () => {
    expect(secondsOf('00:00')).toBe(0);
    expect(secondsOf('11:00:01')).toBe(39_601);
    expect(secondsOf('23:59')).toBe(86_340);
    expect(() => secondsOf('noon')).toThrow(RangeError);
    expect(timeOfMinutes(0)).toBe('00:00');
    expect(timeOfMinutes(15 * 60 + 5)).toBe('15:05');
    expect(timeOfMinutes(1439)).toBe('23:59');
  });
});
