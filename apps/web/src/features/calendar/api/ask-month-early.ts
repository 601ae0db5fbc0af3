import { type LocalDate, localDateOf } from '@portal/domain';
import { ownApi } from '../../../lib/api/index.ts';
import { shownMonth, shownRange } from '../use-shown-month.ts';
import { CALENDAR_PATH, calendarQuery } from './get-calendar.ts';
import { RESERVATIONS_PATH, reservationsQuery } from './get-reservations.ts';

/**
 * On a first visit to a property's calendar: as soon as the property asked for early has answered, asks for the
 * month's days and stays the page will ask for (the range needs the property's time zone), rather than after the page
 * has drawn its header. The page's own calls take these answers (same URLs). The body is read, not trusted: anything
 * unexpected asks nothing, and the page asks for itself.
 */
export async function askMonthEarly(property: Promise<unknown>, search: string): Promise<void> {
  const body = (await property) as { property?: { id?: unknown; time_zone?: unknown } } | undefined;
  const id = body?.property?.id;
  const timeZone = body?.property?.time_zone;
  if (typeof id !== 'number' || typeof timeZone !== 'string') return;
  let today: LocalDate;
  try {
    today = localDateOf(new Date(), timeZone);
  } catch {
    return;
  }
  const { year, month } = shownMonth(new URLSearchParams(search), today);
  const range = shownRange(year, month);
  void ownApi.prefetch(CALENDAR_PATH, { query: calendarQuery(id, range) });
  void ownApi.prefetch(RESERVATIONS_PATH, { query: reservationsQuery(id, range) });
}
