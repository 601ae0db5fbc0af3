import { type SQL, sql } from 'drizzle-orm';

export const COMMISSION_NAME = 'config_commission_fee';

/**
 * The commission in force for a property and month, as a scalar subquery: the property's row for that
 * month, else the property's row for every month, else a global row (month, then any), else NULL
 * (the caller falls back to the default of 1).
 */
export function commissionValue(propertyId: SQL, year: SQL, month: SQL): SQL {
  return sql`(
    SELECT cv.value FROM config_values cv
    WHERE cv.name = ${COMMISSION_NAME}
      AND (cv.property_id = ${propertyId} OR cv.property_id IS NULL)
      AND ((cv.year = ${year} AND cv.month = ${month}) OR (cv.year IS NULL AND cv.month IS NULL))
    ORDER BY (cv.property_id IS NULL), (cv.year IS NULL), cv.id DESC
    LIMIT 1
  )`;
}
