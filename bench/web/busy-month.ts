import type { Page } from '@playwright/test';
import type { CalendarResponse, Reservation, ReservationsResponse } from '@portal/contract';
import {
  addDays,
  buildCalendarDays,
  type CalendarStay,
  type CalendarTask,
  daysInMonth,
  type LocalMonth,
  localDateOf,
  monthOf,
  monthRange,
  shiftMonth,
  stayDates,
  zonedInstant,
} from '@portal/domain';
import { type MonthRender, measureMonthRenders } from './calendar-render.ts';

/** Ids far above the demo data's, so every added stay and task is its own chip. */
const FIRST_ID = 900_000;

/** The month "Next month" leads to: the property's next month, or the one after when that is February (56 < 60). */
export function busyMonth(timeZone: string): LocalMonth {
  const next = shiftMonth(monthOf(localDateOf(new Date(), timeZone)), 1);
  return daysInMonth(next) < 30 ? shiftMonth(next, 1) : next;
}

/** Every day of the month: a one-night guest stay (15:00 to 11:00) and a turnover task between stays (11:00 to 15:00). */
function busyEvents(month: LocalMonth, propertyId: number, timeZone: string) {
  const { from } = monthRange(month);
  const stays: (CalendarStay & { date: string })[] = [];
  const tasks: CalendarTask[] = [];
  for (let day = 0; day < daysInMonth(month); day++) {
    const date = addDays(from, day);
    const id = FIRST_ID + day;
    const checkIn = zonedInstant(date, '15:00', timeZone);
    const checkOut = zonedInstant(addDays(date, 1), '11:00', timeZone);
    stays.push({ id, date, kind: 'guest', status: 'confirmed', isParked: false, note: null, checkIn, checkOut });
    tasks.push({ id, title: `Turnover ${date}`, checkIn: zonedInstant(date, '11:00', timeZone), checkOut: checkIn });
  }
  const reservations = stays.map(
    (stay): Reservation => ({
      id: stay.id,
      propertyId,
      confirmationCode: `BENCH${stay.id}`,
      start: stay.checkIn.toISOString(),
      end: stay.checkOut.toISOString(),
      nights: 1,
      source: null,
      guestName: `Guest ${stay.date}`,
      title: `Guest ${stay.date}`,
      status: 'confirmed',
      isParked: false,
      ownerReservation: false,
      note: null,
      currency: 'AED',
      grossRevenue: null,
      managementFee: null,
      netRevenue: null,
      guestPayment: null,
      ownerPayout: null,
    }),
  );
  const days = buildCalendarDays({ ...monthRange(month), timeZone, stays, tasks });
  return { reservations, days: new Map(days.map((day) => [day.date, day])) };
}

/**
 * Rewrites the real server's answers to the two calls that feed the grid's chips (GET /api/calendar for the days'
 * tasks and blocks, GET /api/reservations for the stays) so that `month` holds only the added events.
 */
export async function routeBusyMonth(page: Page, month: LocalMonth, propertyId: number, timeZone: string) {
  const busy = busyEvents(month, propertyId, timeZone);
  const touchesMonth = (r: Reservation) =>
    stayDates({ checkIn: new Date(r.start), checkOut: new Date(r.end) }, timeZone).some((d) => monthOf(d) === month);
  // The live notification stream is left out, as in the Lighthouse runs: it never ends, and with requests routed
  // through Playwright a page that held it open never finished loading the next time.
  await page.route(/\/api\/events$/, (route) => route.abort());
  await page.route(/\/api\/(calendar|reservations)\?/, async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    if (route.request().url().includes('/api/calendar?')) {
      const calendar = (await response.json()) as CalendarResponse;
      const days = calendar.days.map((day) => busy.days.get(day.date) ?? day);
      return route.fulfill({ response, json: { ...calendar, days } });
    }
    const { results } = (await response.json()) as ReservationsResponse;
    // The page asks from the grid's first day to three months on: both from the month before and from `month`
    // itself, the range holds all of `month`.
    const kept = [...results.filter((r) => !touchesMonth(r)), ...busy.reservations];
    kept.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    return route.fulfill({ response, json: { results: kept, count: kept.length } });
  });
}

/**
 * Opens the calendar on the month before `month`, clicks "Next month" and reads the render, `runs` times; counts the
 * chips drawn on the month's own days besides all the grid's (its first and last weeks show the months around).
 */
export async function measureBusyMonth(page: Page, url: string, month: LocalMonth, runs: number) {
  const rows: (MonthRender & { ownDayEvents: number })[] = [];
  const ownDayChips = page.locator('.month-grid--large .month-grid__cell:not(.month-grid__cell--outside) .event-chip');
  for (let i = 0; i < runs; i++) {
    await page.goto(`${url}?month=${shiftMonth(month, -1)}`);
    await page.locator('.month-grid--large').waitFor();
    await page.locator('.calendar-layout__main:not([aria-busy])').waitFor();
    for (const row of await measureMonthRenders(page, 1))
      rows.push({ ...row, ownDayEvents: await ownDayChips.count() });
  }
  return rows;
}
