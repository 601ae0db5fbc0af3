import { describe, expect, it } from 'vitest';
import { formatTime12 } from './format.ts';

describe('formatTime12', () => {
  it('writes 12-hour times with AM/PM', () => {
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('10:01')).toBe('10:01 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('23:59')).toBe('11:59 PM');
  });
});
