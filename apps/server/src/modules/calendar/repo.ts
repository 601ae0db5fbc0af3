import type { Db } from '@portal/db';
import type { CalendarStay, CalendarTask, CommissionSetting } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { commissionCandidates, toCommissionSettings } from './commission-sql.ts';
import { queryRows, toDecimal, toInstant, toText } from './sql-values.ts';

/** Tasks are short jobs; a task may start at most this long before the range it is found in. */
export const TASK_LOOKBACK_DAYS = 31;

/** A margin wider than any UTC offset, so a UTC pre-filter never drops a stay whose local date matches. */
const ZONE_MARGIN_MS = 15 * 3_600_000;

/**
 * The window of instants that holds every local day from..to in any time zone: the calendar reads the property's
 * zone in the same statement, so it cannot narrow the window to that zone beforehand.
 */
export function anyZoneWindow(from: string, to: string): { from: Date; to: Date } {
  return {
    from: new Date(Date.parse(`${from}T00:00:00Z`) - ZONE_MARGIN_MS),
    to: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000 + ZONE_MARGIN_MS),
  };
}

/**
 * The ownership check and every active stay and task touching [from, to) of one property in ONE statement: a first
 * row with the property's zone when the owner holds it, none at all otherwise. Stays use the gist index of the
 * exclusion constraint (range overlap, same partial predicate), tasks the (property, check_in) index with a bounded
 * look-back, so the cost does not grow with years of history. Exported for EXPLAIN. Read on every request, never
 * cached (decision 079).
 */
export function calendarEntriesSql(input: { ownerId: number; propertyId: number; from: Date; to: Date }): SQL {
  const { ownerId, propertyId, from, to } = input;
  return sql`
    WITH owned AS (SELECT p.id, p.time_zone FROM properties p WHERE p.id = ${propertyId} AND p.owner_id = ${ownerId})
    SELECT 'property' AS entry, o.id, NULL AS kind, NULL AS status, NULL::boolean AS is_parked, NULL AS note,
           NULL::timestamptz AS check_in, NULL::timestamptz AS check_out, o.time_zone AS title
    FROM owned o
    UNION ALL
    SELECT 'stay', s.id, s.kind, s.status, s.is_parked, s.note, s.check_in, s.check_out, NULL
    FROM stays s
    WHERE s.property_id = (SELECT id FROM owned) AND s.status <> 'cancelled'
      AND tstzrange(s.check_in, s.check_out, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')
    UNION ALL
    SELECT 'task', t.id, NULL, NULL, NULL, NULL, t.check_in, t.check_out, t.title
    FROM tasks t
    WHERE t.property_id = (SELECT id FROM owned)
      AND t.check_in >= ${from}::timestamptz - make_interval(days => ${TASK_LOOKBACK_DAYS})
      AND t.check_in < ${to}::timestamptz AND t.check_out > ${from}::timestamptz
  `;
}

/** The owned property's zone with its calendar entries in the window, or null when the owner does not hold it. */
export async function findOwnedCalendarEntries(
  db: Db,
  input: { ownerId: number; propertyId: number; from: Date; to: Date },
): Promise<{ propertyId: number; timeZone: string; stays: CalendarStay[]; tasks: CalendarTask[] } | null> {
  const rows = await queryRows(db, calendarEntriesSql(input));
  let property: { propertyId: number; timeZone: string } | null = null;
  const stays: CalendarStay[] = [];
  const tasks: CalendarTask[] = [];
  for (const row of rows) {
    if (row.entry === 'property') {
      property = { propertyId: Number(row.id), timeZone: String(row.title) };
      continue;
    }
    const period = { id: Number(row.id), checkIn: toInstant(row.check_in), checkOut: toInstant(row.check_out) };
    if (row.entry === 'task') {
      tasks.push({ ...period, title: String(row.title) });
    } else {
      stays.push({
        ...period,
        kind: row.kind as CalendarStay['kind'],
        status: row.status as CalendarStay['status'],
        isParked: row.is_parked === true,
        note: toText(row.note),
      });
    }
  }
  return property ? { ...property, stays, tasks } : null;
}

export interface ReservationRow {
  id: number;
  propertyId: number;
  kind: 'guest' | 'owner';
  status: 'confirmed' | 'checked_in';
  confirmationCode: string;
  source: string | null;
  guestName: string | null;
  checkIn: Date;
  checkOut: Date;
  nights: number;
  isParked: boolean;
  note: string | null;
  currency: string;
  timeZone: string;
  ownerBlockLabel: string;
  gpDiscountedFare: string | null;
  gpCleaningFee: string | null;
  gpTaxes: string | null;
  gpTotal: string | null;
  opDiscountedFare: string | null;
  opHostServiceFee: string | null;
  opGrossRevenue: string | null;
  /** The commission rows that may apply to the check-in month; the domain picks one. */
  commissionSettings: CommissionSetting[];
}

function toReservationRow(row: Record<string, unknown>): ReservationRow {
  return {
    id: Number(row.id),
    propertyId: Number(row.property_id),
    kind: row.kind as ReservationRow['kind'],
    status: row.status as ReservationRow['status'],
    confirmationCode: String(row.confirmation_code),
    source: toText(row.source),
    guestName: toText(row.guest_name),
    checkIn: toInstant(row.check_in),
    checkOut: toInstant(row.check_out),
    nights: Number(row.nights),
    isParked: row.is_parked === true,
    note: toText(row.note),
    currency: String(row.currency),
    timeZone: String(row.time_zone),
    ownerBlockLabel: String(row.owner_block_label),
    gpDiscountedFare: toDecimal(row.gp_discounted_fare),
    gpCleaningFee: toDecimal(row.gp_cleaning_fee),
    gpTaxes: toDecimal(row.gp_taxes),
    gpTotal: toDecimal(row.gp_total),
    opDiscountedFare: toDecimal(row.op_discounted_fare),
    opHostServiceFee: toDecimal(row.op_host_service_fee),
    opGrossRevenue: toDecimal(row.op_gross_revenue),
    commissionSettings: toCommissionSettings(row.commission_settings),
  };
}

const localYear = sql`extract(year FROM s.check_in AT TIME ZONE p.time_zone)::int`;
const localMonth = sql`extract(month FROM s.check_in AT TIME ZONE p.time_zone)::int`;
const RESERVATION_COLUMNS = sql`
  s.id, s.property_id, s.kind, s.status, s.confirmation_code, s.source, s.guest_name, s.check_in, s.check_out,
  s.nights, s.is_parked, s.note, s.gp_discounted_fare, s.gp_cleaning_fee, s.gp_taxes, s.gp_total,
  s.op_discounted_fare, s.op_host_service_fee, s.op_gross_revenue, p.currency, p.time_zone, p.owner_block_label,
  ${commissionCandidates(sql`s.property_id`, localYear, localMonth)} AS commission_settings`;

/**
 * GET /reservations: guest and owner stays of the owner's properties (or one of them), with local-date
 * filters evaluated in each property's zone, a page, and the total in the same round trip.
 */
export async function findReservations(
  db: Db,
  input: {
    ownerId: number;
    propertyId?: number | undefined;
    checkInLte?: string | undefined;
    checkOutGte?: string | undefined;
    statuses: string[];
    descending: boolean;
    limit: number;
    skip: number;
  },
): Promise<{ rows: ReservationRow[]; total: number }> {
  const conditions = [
    sql`p.owner_id = ${input.ownerId}`,
    sql`s.kind IN ('guest', 'owner')`,
    sql`s.status <> 'cancelled'`,
    sql`s.status IN (${sql.join(
      input.statuses.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (input.propertyId !== undefined) conditions.push(sql`s.property_id = ${input.propertyId}`);
  if (input.checkInLte !== undefined || input.checkOutGte !== undefined) {
    const low = input.checkOutGte ? new Date(Date.parse(input.checkOutGte) - ZONE_MARGIN_MS) : new Date(0);
    const high = input.checkInLte
      ? new Date(Date.parse(input.checkInLte) + 86_400_000 + ZONE_MARGIN_MS)
      : new Date(Date.UTC(9999, 0, 1));
    conditions.push(
      sql`tstzrange(s.check_in, s.check_out, '[)') && tstzrange(${low}::timestamptz, ${high}::timestamptz, '[]')`,
    );
  }
  if (input.checkInLte) conditions.push(sql`(s.check_in AT TIME ZONE p.time_zone)::date <= ${input.checkInLte}::date`);
  if (input.checkOutGte) {
    conditions.push(sql`(s.check_out AT TIME ZONE p.time_zone)::date >= ${input.checkOutGte}::date`);
  }
  const order = input.descending ? sql`s.check_in DESC, s.id DESC` : sql`s.check_in, s.id`;
  const rows = await queryRows(
    db,
    sql`
    SELECT ${RESERVATION_COLUMNS}, count(*) OVER () AS total
    FROM stays s JOIN properties p ON p.id = s.property_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${order}
    LIMIT ${input.limit} OFFSET ${input.skip}
  `,
  );
  return { rows: rows.map(toReservationRow), total: rows.length > 0 ? Number(rows[0]?.total) : 0 };
}

/** Guest stays with the given codes on the owner's properties; other codes are simply absent. */
export async function findGuestStaysByCodes(
  db: Db,
  input: { ownerId: number; codes: string[] },
): Promise<ReservationRow[]> {
  const rows = await queryRows(
    db,
    sql`
    SELECT ${RESERVATION_COLUMNS}
    FROM stays s JOIN properties p ON p.id = s.property_id
    WHERE p.owner_id = ${input.ownerId} AND s.kind = 'guest'
      AND s.confirmation_code IN (${sql.join(
        input.codes.map((c) => sql`${c}`),
        sql`, `,
      )})
    ORDER BY s.check_in, s.id
  `,
  );
  return rows.map(toReservationRow);
}

/** Guest stays that count for a month's statistics: active, not parked, overlapping [from, to). */
export async function findEarningStays(
  db: Db,
  input: { propertyId: number; from: Date; to: Date },
): Promise<{ checkIn: Date; checkOut: Date; gross: string | null }[]> {
  const rows = await queryRows(
    db,
    sql`
    SELECT s.check_in, s.check_out, s.op_gross_revenue
    FROM stays s
    WHERE s.property_id = ${input.propertyId} AND s.status <> 'cancelled' AND s.kind = 'guest' AND NOT s.is_parked
      AND tstzrange(s.check_in, s.check_out, '[)') && tstzrange(${input.from}::timestamptz, ${input.to}::timestamptz, '[)')
  `,
  );
  return rows.map((row) => ({
    checkIn: toInstant(row.check_in),
    checkOut: toInstant(row.check_out),
    gross: toDecimal(row.op_gross_revenue),
  }));
}

/** The commission rows that may apply to one property and month (see commissionCandidates). */
export async function findCommissionSettings(
  db: Db,
  input: { propertyId: number; year: number; month: number },
): Promise<CommissionSetting[]> {
  const { propertyId, year, month } = input;
  const rows = await queryRows(
    db,
    sql`SELECT ${commissionCandidates(sql`${propertyId}`, sql`${year}`, sql`${month}`)} AS settings`,
  );
  return toCommissionSettings(rows[0]?.settings);
}
