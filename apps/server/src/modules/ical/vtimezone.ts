import { localParts, offsetChanges, offsetMinutes } from '@portal/domain';
import { localStamp, offsetText } from './ics.ts';

/**
 * The VTIMEZONE of a zone over the instants the events use (RFC 5545 §3.6.5): the offset in force a day before the
 * first and every change after it, each its own observance with a fixed DTSTART and no recurrence rule. A zone that
 * never changes (Asia/Dubai) is one STANDARD observance. DAYLIGHT is an offset above the span's lowest one. A time
 * before the first observance has no known offset, so the span must start before every event (a stay may begin
 * before the window it is shown in).
 */
export function vtimezone(timeZone: string, span: { start: Date; end: Date }): string[] {
  const DAY_MS = 86_400_000;
  const start = new Date(span.start.getTime() - DAY_MS);
  const end = new Date(span.end.getTime() + DAY_MS);
  const first = offsetMinutes(start, timeZone);
  const changes = offsetChanges(timeZone, start, end);
  const lowest = Math.min(first, ...changes.map((change) => change.to));
  const observance = (at: Date, before: number, after: number) => {
    // DTSTART is the wall-clock time at the change, read in the offset that was in force before it.
    const wall = localParts(new Date(at.getTime() + before * 60_000), 'UTC');
    const kind = after > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(wall.date, wall.time)}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(start, first, first),
    ...changes.flatMap((change) => observance(change.at, change.from, change.to)),
    'END:VTIMEZONE',
  ];
}
