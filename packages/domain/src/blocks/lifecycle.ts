import type { BlockRuleCode } from './constants.ts';

export interface StayRange {
  checkIn: Date;
  checkOut: Date;
}

export type BlockPhase = 'future' | 'ongoing' | 'past';

/** Past once the check-out has come; ongoing from the check-in until then. */
export function blockPhase(block: StayRange, now: Date): BlockPhase {
  if (block.checkOut.getTime() <= now.getTime()) return 'past';
  if (block.checkIn.getTime() <= now.getTime()) return 'ongoing';
  return 'future';
}

/** docs/product/owner-stays.md#lifecycle: an entirely past block cannot be edited. */
export function editRefusal(block: StayRange, now: Date): BlockRuleCode | null {
  return blockPhase(block, now) === 'past' ? 'PAST_RESERVATION' : null;
}

/** docs/product/owner-stays.md#lifecycle: a past block cannot be removed, nor an ongoing one. */
export function removalRefusal(block: StayRange, now: Date): BlockRuleCode | null {
  const phase = blockPhase(block, now);
  if (phase === 'past') return 'PAST_RESERVATION';
  if (phase === 'ongoing') return 'CANNOT_REMOVE_RESERVATION';
  return null;
}

/** docs/product/owner-stays.md#lifecycle: once the stay has started its check-in can no longer change. */
export function isCheckInLocked(block: StayRange, now: Date): boolean {
  return blockPhase(block, now) === 'ongoing';
}
