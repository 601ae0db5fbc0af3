import { localParts } from './zoned.ts';

/** Minutes a time zone's wall clock is ahead of UTC at an instant (Dubai +240, New York -300 or -240). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const { date, time } = localParts(instant, timeZone);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${date}T00:00:00Z`) + ((hours * 60 + minutes) * 60 + seconds) * 1000;
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

export interface OffsetChange {
  /** The first instant of the new offset. */
  at: Date;
  from: number;
  to: number;
}

const HOUR_MS = 3_600_000;
const cache = new Map<string, OffsetChange[]>();

/**
 * Every change of a zone's UTC offset between two instants (daylight saving, a law changing the zone), found by
 * stepping a day at a time and narrowing each change to the minute. Zones change at most a few times a year, and
 * the answer for a zone and span never changes, so it is kept.
 */
export function offsetChanges(timeZone: string, from: Date, to: Date): OffsetChange[] {
  const key = `${timeZone}|${from.getTime()}|${to.getTime()}`;
  const known = cache.get(key);
  if (known) return known;
  const changes: OffsetChange[] = [];
  let before = from.getTime();
  let offset = offsetMinutes(from, timeZone);
  while (before < to.getTime()) {
    const after = Math.min(before + 24 * HOUR_MS, to.getTime());
    const next = offsetMinutes(new Date(after), timeZone);
    if (next !== offset) {
      let low = before;
      let high = after;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (offsetMinutes(new Date(middle), timeZone) === offset) low = middle;
        else high = middle;
      }
      changes.push({ at: new Date(high), from: offset, to: next });
      offset = next;
    }
    before = after;
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, changes);
  return changes;
}
