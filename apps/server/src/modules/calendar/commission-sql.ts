import type { CommissionSetting } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';

export const COMMISSION_NAME = 'config_commission_fee';

/**
 * The commission rows that may apply to a property and month (its own or global; that month or every
 * month), as a JSON array from a scalar subquery so a page of reservations stays one statement. It only
 * narrows: the domain's commissionFor picks among them and supplies the default. Values travel as text.
 */
export function commissionCandidates(propertyId: SQL, year: SQL, month: SQL): SQL {
  return sql`(
    SELECT coalesce(json_agg(json_build_object(
      'id', cv.id, 'propertyId', cv.property_id, 'year', cv.year, 'month', cv.month, 'value', cv.value::text
    )), '[]'::json)
    FROM config_values cv
    WHERE cv.name = ${COMMISSION_NAME}
      AND (cv.property_id = ${propertyId} OR cv.property_id IS NULL)
      AND ((cv.year = ${year} AND cv.month = ${month}) OR (cv.year IS NULL AND cv.month IS NULL))
  )`;
}

const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The JSON array above as domain rows; a driver may hand json over parsed or as text. */
export function toCommissionSettings(value: unknown): CommissionSetting[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: Number(row.id),
    propertyId: orNull(row.propertyId),
    year: orNull(row.year),
    month: orNull(row.month),
    value: String(row.value),
  }));
}
