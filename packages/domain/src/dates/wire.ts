import { TZDate } from '@date-fns/tz';
import { isLocalDate } from './local-date.ts';
import { isLocalTime } from './local-time.ts';
import { type LocalParts, localParts } from './zoned.ts';

const WIRE_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,3})?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A date-time from the wire: 'YYYY-MM-DDTHH:mm[:ss]' is wall-clock time in the property's zone;
 * with 'Z' or an offset it is an instant, turned into the property's wall clock. Null when malformed.
 */
export function parseWireDateTime(value: string, timeZone: string): LocalParts | null {
  const match = WIRE_PATTERN.exec(value);
  if (!match?.[1] || !match[2]) return null;
  if (!isLocalDate(match[1]) || !isLocalTime(match[2])) return null;
  if (!match[3]) return { date: match[1], time: match[2] };
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : localParts(instant, timeZone);
}

/** ISO 8601 with the property's offset, e.g. '2026-03-12T15:00:00+04:00'. */
export function toWireDateTime(instant: Date, timeZone: string): string {
  return new TZDate(instant.getTime(), timeZone).toISOString().replace(/\.\d{3}(?=Z|[+-])/, '');
}
