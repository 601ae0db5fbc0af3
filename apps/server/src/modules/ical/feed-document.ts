import { addDays, guestFirstName, localParts, zonedInstant } from '@portal/domain';
import { isLanguage, type Language, t } from '@portal/i18n';
import { dateStamp, document, localStamp, textLine, utcStamp } from './ics.ts';
import type { FeedContents, FeedStay } from './repo.ts';
import { vtimezone } from './vtimezone.ts';

/** A wall-clock DATE-TIME in the property's zone, which the VTIMEZONE above defines. */
function zoned(name: string, instant: Date, timeZone: string): string {
  const { date, time } = localParts(instant, timeZone);
  return `${name};TZID=${timeZone}:${localStamp(date, time)}`;
}

function stayEvent(stay: FeedStay, contents: FeedContents, language: Language, host: string): string[] {
  const { timeZone } = contents.property;
  const nights = t(language, 'calendarFeed.nights', { count: stay.nights });
  // Decision 044: a guest is named by first name only; the code and nights tell stays apart.
  const name = guestFirstName(stay.guestName) ?? t(language, 'calendarFeed.guest');
  const words =
    stay.kind === 'guest'
      ? [
          textLine('SUMMARY', t(language, 'calendarFeed.guestStay', { name, code: stay.confirmationCode, nights })),
          textLine(
            'DESCRIPTION',
            t(language, 'calendarFeed.guestDetail', { name, code: stay.confirmationCode, nights }),
          ),
        ]
      : [
          textLine('SUMMARY', t(language, 'calendarFeed.ownerStay')),
          ...(stay.note ? [textLine('DESCRIPTION', stay.note)] : []),
        ];
  return [
    'BEGIN:VEVENT',
    `UID:stay-${stay.id}@${host}`,
    `DTSTAMP:${utcStamp(stay.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(stay.updatedAt)}`,
    zoned('DTSTART', stay.checkIn, timeZone),
    zoned('DTEND', stay.checkOut, timeZone),
    ...words,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The contract termination period as whole days (DATE values: the same days in every zone), when it meets the window. */
function terminationEvent(contents: FeedContents, language: Language, host: string): string[] {
  const { id, termination } = contents.property;
  const { start, end } = termination;
  if (!start || !end || end < contents.from || start > contents.to) return [];
  return [
    'BEGIN:VEVENT',
    `UID:termination-${id}-${dateStamp(start)}@${host}`,
    `DTSTAMP:${dateStamp(start)}T000000Z`,
    `DTSTART;VALUE=DATE:${dateStamp(start)}`,
    `DTEND;VALUE=DATE:${dateStamp(addDays(end, 1))}`,
    textLine('SUMMARY', t(language, 'calendarFeed.termination')),
    textLine('DESCRIPTION', t(language, 'calendarFeed.terminationDetail')),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** From the first check-in (or the window's start) to the last check-out (or the window's end). */
function spanOf(contents: FeedContents): { start: Date; end: Date } {
  const { timeZone } = contents.property;
  const times = contents.stays.flatMap((stay) => [stay.checkIn.getTime(), stay.checkOut.getTime()]);
  const windowStart = zonedInstant(contents.from, '00:00', timeZone).getTime();
  const windowEnd = zonedInstant(addDays(contents.to, 1), '00:00', timeZone).getTime();
  return { start: new Date(Math.min(windowStart, ...times)), end: new Date(Math.max(windowEnd, ...times)) };
}

/** The whole subscription document (RFC 5545), in the owner's language; the same contents give the same bytes. */
export function feedDocument(contents: FeedContents, host: string): string {
  const language = isLanguage(contents.language) ? contents.language : 'en';
  const { nickname, timeZone } = contents.property;
  return document([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Owner Portal//Calendar subscription//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    textLine('X-WR-CALNAME', t(language, 'calendarFeed.calendarName', { property: nickname })),
    `X-WR-TIMEZONE:${timeZone}`,
    // RFC 7986: how often a client should come back (Apple and Outlook read these).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...vtimezone(timeZone, spanOf(contents)),
    ...contents.stays.flatMap((stay) => stayEvent(stay, contents, language, host)),
    ...terminationEvent(contents, language, host),
    'END:VCALENDAR',
  ]);
}
