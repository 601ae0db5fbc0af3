import { createHash } from 'node:crypto';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME, guestNameFromSummary, zonedInstant } from '@portal/domain';
import ICAL from 'ical.js';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/** One reservation (or closed period) a channel's feed carries, with its times as instants. */
export interface FeedEvent {
  uid: string;
  isCancelled: boolean;
  checkIn: Date;
  checkOut: Date;
  guestName: string | null;
}

export class FeedParseError extends Error {}

const isIanaZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const two = (value: number) => String(value).padStart(2, '0');
const dateOf = (time: IcalTime) => `${time.year}-${two(time.month)}-${two(time.day)}`;

/**
 * An event's start or end as an instant. A whole day (VALUE=DATE, as Airbnb, Booking.com and Vrbo send them) is a night
 * on the property's clock: arrival at the check-in time, departure at the check-out time. A time in a zone the feed
 * defines (VTIMEZONE) or in UTC is that instant; a floating time, or one naming a zone the feed does not define, is
 * read on the clock of the zone it names when that is an IANA zone, else on the property's.
 */
function instantOf(time: IcalTime, tzid: string | null, timeZone: string, dayTime: string): Date {
  if (time.isDate) return zonedInstant(dateOf(time), dayTime, timeZone);
  const zone = time.zone;
  const isDefined = zone && zone.tzid !== 'floating' && (zone.tzid === 'UTC' || Boolean(zone.component));
  if (isDefined) return time.toJSDate();
  const clock = tzid && isIanaZone(tzid) ? tzid : timeZone;
  return zonedInstant(dateOf(time), `${two(time.hour)}:${two(time.minute)}:${two(time.second)}`, clock);
}

function uidOf(component: IcalComponent, start: string, end: string): string {
  const uid = component.getFirstPropertyValue('uid');
  if (typeof uid === 'string' && uid.trim()) return uid.trim().slice(0, 500);
  // A feed without UIDs still gets stable ones: the same dates give the same event.
  return `nouid-${createHash('sha256').update(`${start}/${end}`).digest('hex').slice(0, 24)}`;
}

function readEvent(component: IcalComponent, timeZone: string): FeedEvent | null {
  // An exception to a recurring event changes one occurrence; channels send none, and it is not a reservation here.
  if (component.hasProperty('recurrence-id')) return null;
  const event = new ICAL.Event(component);
  const start = event.startDate;
  if (!start) return null;
  const end = event.endDate ?? start;
  const startTzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  const endTzid = component.getFirstProperty('dtend')?.getParameter('tzid') ?? startTzid;
  const checkIn = instantOf(start, typeof startTzid === 'string' ? startTzid : null, timeZone, DEFAULT_CHECK_IN_TIME);
  let checkOut = instantOf(end, typeof endTzid === 'string' ? endTzid : null, timeZone, DEFAULT_CHECK_OUT_TIME);
  // A one-day event whose DTEND equals its DTSTART (some exports do this) still takes that night.
  if (start.isDate && checkOut <= checkIn) {
    const next = start.clone();
    next.day += 1;
    checkOut = instantOf(next, null, timeZone, DEFAULT_CHECK_OUT_TIME);
  }
  if (Number.isNaN(checkIn.getTime()) || Number.isNaN(checkOut.getTime()) || checkOut <= checkIn) return null;
  const status = component.getFirstPropertyValue('status');
  const summary = component.getFirstPropertyValue('summary');
  return {
    uid: uidOf(component, checkIn.toISOString(), checkOut.toISOString()),
    isCancelled: typeof status === 'string' && status.toUpperCase() === 'CANCELLED',
    checkIn,
    checkOut,
    guestName: guestNameFromSummary(typeof summary === 'string' ? summary : null),
  };
}

/**
 * The events of an iCalendar document (RFC 5545, parsed by ical.js: folded lines, escapes, VTIMEZONE). One event per
 * UID: when a feed repeats a UID, the highest SEQUENCE wins, then the later one. Throws FeedParseError when the text
 * is not an iCalendar document.
 */
export function parseFeed(text: string, timeZone: string): FeedEvent[] {
  let root: IcalComponent;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new FeedParseError(error instanceof Error ? error.message : 'not an iCalendar document');
  }
  if (root.name !== 'vcalendar') throw new FeedParseError(`the document is a ${root.name}, not a VCALENDAR`);
  const byUid = new Map<string, { event: FeedEvent; sequence: number }>();
  for (const component of root.getAllSubcomponents('vevent')) {
    let event: FeedEvent | null;
    try {
      event = readEvent(component, timeZone);
    } catch {
      event = null;
    }
    if (!event) continue;
    const sequence = Number(component.getFirstPropertyValue('sequence') ?? 0) || 0;
    const previous = byUid.get(event.uid);
    if (!previous || sequence >= previous.sequence) byUid.set(event.uid, { event, sequence });
  }
  return [...byUid.values()].map((entry) => entry.event);
}
