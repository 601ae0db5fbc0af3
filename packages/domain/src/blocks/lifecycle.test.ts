import { describe, expect, it } from 'vitest';
import { blockPhase, editRefusal, isCheckInLocked, removalRefusal } from './lifecycle.ts';
import { at, range } from './test-clock.ts';

//  block: 12th 15:00 ================ 19th 11:00
//  now:   11th      | 12th 15:00 ... | 19th 11:00 ...
//         future    | ongoing        | past
const block = range('2026-03-12', '15:00', '2026-03-19', '11:00');

describe('blockPhase', () => {
  it('is future before the check-in, ongoing from it, past from the check-out', () => {
    expect(blockPhase(block, at('2026-03-12', '14:59'))).toBe('future');
    expect(blockPhase(block, at('2026-03-12', '15:00'))).toBe('ongoing');
    expect(blockPhase(block, at('2026-03-19', '10:59'))).toBe('ongoing');
    expect(blockPhase(block, at('2026-03-19', '11:00'))).toBe('past');
  });
});

describe('editRefusal and removalRefusal', () => {
  it('allows editing and removing a future block', () => {
    const now = at('2026-03-11', '09:00');
    expect(editRefusal(block, now)).toBeNull();
    expect(removalRefusal(block, now)).toBeNull();
    expect(isCheckInLocked(block, now)).toBe(false);
  });

  it('allows editing an ongoing block with its check-in locked, but not removing it', () => {
    const now = at('2026-03-15', '09:00');
    expect(editRefusal(block, now)).toBeNull();
    expect(isCheckInLocked(block, now)).toBe(true);
    expect(removalRefusal(block, now)).toBe('CANNOT_REMOVE_RESERVATION');
  });

  it('refuses both on a past block', () => {
    const now = at('2026-03-19', '11:00');
    expect(editRefusal(block, now)).toBe('PAST_RESERVATION');
    expect(removalRefusal(block, now)).toBe('PAST_RESERVATION');
    expect(isCheckInLocked(block, now)).toBe(false);
  });
});
