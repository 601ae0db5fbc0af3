/**
 * RFC 5545 text: content lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character); TEXT values
 * escape backslash, semicolon, comma and line breaks.
 */
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line, folded: continuation lines start with a space, which counts toward their 75 octets. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** A property with a TEXT value: `SUMMARY:Emma · HM1-003`. */
export const textLine = (name: string, value: string) => `${name}:${escapeText(value)}`;

const two = (value: number) => String(value).padStart(2, '0');

/** An instant in UTC: 20260612T110000Z (DTSTAMP, LAST-MODIFIED). */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A local date and time 'YYYY-MM-DD' + 'HH:mm[:ss]' as 20260612T150000 (read with a TZID). */
export function localStamp(date: string, time: string): string {
  const [hours = '00', minutes = '00', seconds = '00'] = time.split(':');
  return `${date.replace(/-/g, '')}T${hours}${minutes}${seconds}`;
}

/** 'YYYY-MM-DD' as a DATE value: 20260612. */
export const dateStamp = (date: string) => date.replace(/-/g, '');

/** +0400, -0330: a UTC offset in minutes as VTIMEZONE writes it. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${two(Math.floor(absolute / 60))}${two(absolute % 60)}`;
}

/** The lines as one document: each folded, each ended with CRLF. */
export function document(lines: string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
