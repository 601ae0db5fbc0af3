import { describe, expect, it } from 'vitest';
import { guestFirstName } from './feed.ts';

describe('guestFirstName', () => {
  it('keeps the first name only, whatever the spacing and script', () => {
    expect(guestFirstName('Aisha Al Mansoori')).toBe('Aisha');
    expect(guestFirstName('  Dmitry   Volkov ')).toBe('Dmitry');
    expect(guestFirstName('Chloé')).toBe('Chloé');
    expect(guestFirstName('فاطمة الزهراء')).toBe('فاطمة');
    expect(guestFirstName('   ')).toBeNull();
    expect(guestFirstName(null)).toBeNull();
  });
});
