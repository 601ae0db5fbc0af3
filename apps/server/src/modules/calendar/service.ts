import type {
  CalendarQuery,
  CalendarResponse,
  CommissionResponse,
  PayoutsResponse,
  ReservationsQuery,
  ReservationsResponse,
  StatisticsResponse,
} from '@portal/contract';
import {
  addDays,
  buildCalendarDays,
  commissionFor,
  fromMinorUnits,
  type LocalDate,
  localMonth,
  monthRange,
  monthStatistics,
  toMinorUnits,
  zonedInstant,
} from '@portal/domain';
import type { ReusedJson } from '../../http/compression.ts';
import { AppError } from '../../http/errors.ts';
import { ownedPropertyToRead } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';
import {
  calendarCacheKey,
  isForced,
  reservationsCacheKey,
  statisticsCacheKey,
  throughPropertyCache,
} from './calendar-cache.ts';
import { toWirePayout, toWireReservation } from './finance.ts';
import {
  anyZoneWindow,
  findCommissionSettings,
  findEarningStays,
  findGuestStaysByCodes,
  findOwnedCalendarEntries,
  findReservations,
} from './repo.ts';

interface OwnerScope {
  ownerId: number;
}

/** The instants [start of `from`, start of the day after `to`) of a range of local dates. */
function instantsOf(from: LocalDate, to: LocalDate, timeZone: string): { from: Date; to: Date } {
  return { from: zonedInstant(from, '00:00', timeZone), to: zonedInstant(addDays(to, 1), '00:00', timeZone) };
}

/** GET /calendar: the days from..to of one owned property, in its time zone. */
export async function getCalendar(
  deps: AppDeps,
  options: OwnerScope & { query: CalendarQuery },
): Promise<CalendarResponse> {
  const { listingId, from, to } = options.query;
  // One round trip: the ownership guard's check is part of the statement (a foreign id answers 404 the same way).
  const found = await findOwnedCalendarEntries(deps.db, {
    ownerId: options.ownerId,
    propertyId: listingId,
    ...anyZoneWindow(from, to),
  });
  if (!found) throw new AppError('NOT_FOUND', 'Property not found');
  const { timeZone, stays, tasks } = found;
  // Entries of the wider window that touch no day from..to in the property's zone place nothing.
  return { listingId: found.propertyId, timeZone, days: buildCalendarDays({ from, to, timeZone, stays, tasks }) };
}

/** GET /calendar as JSON text through the property cache. */
export function getCalendarAnswer(
  deps: AppDeps,
  options: OwnerScope & { query: CalendarQuery },
  serialize: (answer: CalendarResponse) => string,
): Promise<ReusedJson> {
  const { query } = options;
  const cached = {
    key: calendarCacheKey(options.ownerId, query),
    propertyId: query.listingId,
    isForced: isForced(query),
  };
  return throughPropertyCache(deps, cached, () => getCalendar(deps, options), serialize);
}

/**
 * GET /reservations of one property (`listingId`, as the calendar screen asks) as JSON text through the property cache:
 * the list reads only stays and the property's row. Without `listingId` (all the owner's properties) the route reads it
 * every time: a property the owner gains sends no notice an entry would have been tagged with.
 */
export function getReservationsAnswer(
  deps: AppDeps,
  options: OwnerScope & { query: ReservationsQuery & { listingId: number } },
  serialize: (answer: ReservationsResponse) => string,
): Promise<ReusedJson> {
  const { query } = options;
  const key = reservationsCacheKey(options.ownerId, query.listingId, query);
  const cached = { key, propertyId: query.listingId, isForced: isForced(query) };
  return throughPropertyCache(deps, cached, () => listReservations(deps, options), serialize);
}

export async function listReservations(
  deps: AppDeps,
  options: OwnerScope & { query: ReservationsQuery },
): Promise<ReservationsResponse> {
  const { query } = options;
  if (query.listingId !== undefined) await ownedPropertyToRead(deps, options.ownerId, query.listingId);
  const { rows, total } = await findReservations(deps.db, {
    ownerId: options.ownerId,
    propertyId: query.listingId,
    checkInLte: query.checkInDateLocalizedLte,
    checkOutGte: query.checkOutDateLocalizedGte,
    statuses: query.status ?? ['confirmed', 'checked_in'],
    descending: query.sort === '-checkIn',
    limit: query.limit,
    skip: query.skip,
  });
  return { results: rows.map(toWireReservation), count: total };
}

interface MonthInput extends OwnerScope {
  propertyId: number;
  year: number;
  month: number;
}

/** POST /statistics: earning, stays, nights inside the month only, occupancy (docs/decisions/016). */
export async function getStatistics(deps: AppDeps, options: MonthInput): Promise<StatisticsResponse> {
  const property = await ownedPropertyToRead(deps, options.ownerId, options.propertyId);
  const { from, to } = monthRange(localMonth(options.year, options.month));
  const stays = await findEarningStays(deps.db, {
    propertyId: property.id,
    ...instantsOf(from, to, property.timeZone),
  });
  const stats = monthStatistics({
    year: options.year,
    month: options.month,
    timeZone: property.timeZone,
    stays: stays.map((s) => ({ checkIn: s.checkIn, checkOut: s.checkOut, grossMinor: toMinorUnits(s.gross) })),
  });
  return {
    data: {
      earning: fromMinorUnits(stats.earningMinor),
      stays: stats.stays,
      nights: stats.nights,
      occupancy_rate: Math.round(stats.occupancyRate * 100) / 100,
      currency: property.currency,
    },
  };
}

/** POST /statistics as JSON text through the property cache: it reads only stays and the property's row. */
export function getStatisticsAnswer(
  deps: AppDeps,
  options: MonthInput,
  serialize: (answer: StatisticsResponse) => string,
): Promise<ReusedJson> {
  const key = statisticsCacheKey(options.ownerId, options.propertyId, options.year, options.month);
  const cached = { key, propertyId: options.propertyId, isForced: false };
  return throughPropertyCache(deps, cached, () => getStatistics(deps, options), serialize);
}

export async function getCommission(deps: AppDeps, options: MonthInput): Promise<CommissionResponse> {
  const property = await ownedPropertyToRead(deps, options.ownerId, options.propertyId);
  const target = { propertyId: property.id, year: options.year, month: options.month };
  const settings = await findCommissionSettings(deps.db, target);
  return { config_commission_fee: { value: Number(commissionFor(settings, target)) } };
}

export async function getPayouts(deps: AppDeps, options: OwnerScope & { codes: string[] }): Promise<PayoutsResponse> {
  const rows = await findGuestStaysByCodes(deps.db, { ownerId: options.ownerId, codes: [...new Set(options.codes)] });
  return { data: rows.map(toWirePayout) };
}
