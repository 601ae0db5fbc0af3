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
import { AppError } from '../../http/errors.ts';
import { ownedProperty } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';
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

export async function listReservations(
  deps: AppDeps,
  options: OwnerScope & { query: ReservationsQuery },
): Promise<ReservationsResponse> {
  const { query } = options;
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
  // The statement reads the owner's properties only, so rows prove the ownership; an empty page asks whether the property
  // is the owner's at all (a foreign or unknown one answers 404), which saves a round trip on every other answer.
  if (rows.length === 0 && query.listingId !== undefined)
    await ownedProperty(deps.db, options.ownerId, query.listingId);
  return { results: rows.map(toWireReservation), count: total };
}

interface MonthInput extends OwnerScope {
  propertyId: number;
  year: number;
  month: number;
}

/** POST /statistics: earning, stays, nights inside the month only, occupancy (docs/decisions/016). */
export async function getStatistics(deps: AppDeps, options: MonthInput): Promise<StatisticsResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
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

export async function getCommission(deps: AppDeps, options: MonthInput): Promise<CommissionResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const target = { propertyId: property.id, year: options.year, month: options.month };
  const settings = await findCommissionSettings(deps.db, target);
  return { config_commission_fee: { value: Number(commissionFor(settings, target)) } };
}

export async function getPayouts(deps: AppDeps, options: OwnerScope & { codes: string[] }): Promise<PayoutsResponse> {
  const rows = await findGuestStaysByCodes(deps.db, { ownerId: options.ownerId, codes: [...new Set(options.codes)] });
  return { data: rows.map(toWirePayout) };
}
