import type { Db } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { Dataset } from './datasets.ts';

/** One stay slot every 6 days, 1–4 nights long, so stays of a property never overlap (exclusion constraint). */
const SLOT_DAYS = 6;
const BATCH_PROPERTIES = 250;
const NOTIFICATIONS_PER_OWNER = 30;
const UNREAD_NOTIFICATIONS = 5;

/**
 * Published statements: three years a property in both data sets. The statements list answers all of a property's
 * statements, so with the history's length (4 months small, 36 large) the large/small ratio measured the answer's
 * length (nine times longer) rather than the tables' size; with the same history it measures what the target means,
 * the cost of 100 times more rows around the same answer.
 */
export function statementMonthsOf(_dataset: Dataset): number {
  return 36;
}

/** Every property's published monthly statements and every owner's notifications (5 of 30 unread). */
async function generateDocuments(db: Db, dataset: Dataset, now: Date): Promise<void> {
  await exec(
    db,
    sql`INSERT INTO statements (property_id, year, month, status, currency, gross_revenue, management_fee, expenses,
                                refunds, net_amount, closed_at, published_at)
        SELECT p, extract(year FROM m)::smallint, extract(month FROM m)::smallint, 'published', 'AED',
               10000 + p % 100, 2000, 500, 0, 7500 + p % 100, m + interval '1 month', m + interval '1 month 2 days'
        FROM generate_series(1, ${dataset.properties}::int) p
        CROSS JOIN LATERAL (
          SELECT date_trunc('month', ${now}::timestamptz) - make_interval(months => k) AS m
          FROM generate_series(1, ${statementMonthsOf(dataset)}::int) k
        ) months`,
  );
  await exec(
    db,
    sql`INSERT INTO notifications (owner_id, content, created_at, read_at)
        SELECT o, jsonb_build_object(
                    'title', jsonb_build_object('en', 'Notice ' || k),
                    'message', jsonb_build_object('en', 'Your statement for month ' || k || ' is ready'),
                    'personal_data', '[]'::jsonb, 'properties_data', '[]'::jsonb),
               ${now}::timestamptz - make_interval(days => k),
               CASE WHEN k > ${UNREAD_NOTIFICATIONS}::int THEN ${now}::timestamptz END
        FROM generate_series(1, ${dataset.owners}::int) o
        CROSS JOIN generate_series(1, ${NOTIFICATIONS_PER_OWNER}::int) k`,
  );
}

async function exec(db: Db, statement: ReturnType<typeof sql>): Promise<void> {
  await db.execute(statement);
}

/**
 * Fills an empty, migrated database with INSERT … SELECT generate_series: owners, properties, guest
 * reservations ending four months after `now` (history reaching back staysPerProperty × 6 days), and tasks.
 */
export async function generate(db: Db, dataset: Dataset, now: Date, log: (line: string) => void): Promise<void> {
  await exec(
    db,
    sql`INSERT INTO owners (email, password_hash, full_name, login_status)
        SELECT 'bench' || g || '@example.test', 'not-used', 'Bench owner ' || g, 'both'
        FROM generate_series(1, ${dataset.owners}::int) g`,
  );
  await exec(
    db,
    sql`INSERT INTO properties (owner_id, property_code, title, nickname, address, address_2, bedrooms, is_pordal)
        SELECT CASE WHEN g <= ${dataset.portfolio}::int THEN 1 ELSE 2 + (g - 1) % (${dataset.owners}::int - 1) END,
               'BN-' || g, 'Bench flat ' || g, 'Residence ' || lpad(g::text, 5, '0'),
               'Street ' || (g % 97), 'Unit ' || g, (g % 6) - 1, g % 2 = 0
        FROM generate_series(1, ${dataset.properties}::int) g`,
  );
  const historyStart = new Date(now.getTime() - (dataset.staysPerProperty * SLOT_DAYS - 120) * 86_400_000);
  historyStart.setUTCHours(11, 0, 0, 0);
  for (let first = 1; first <= dataset.properties; first += BATCH_PROPERTIES) {
    const last = Math.min(dataset.properties, first + BATCH_PROPERTIES - 1);
    await exec(
      db,
      sql`INSERT INTO stays (property_id, kind, status, confirmation_code, source, guest_name, check_in, check_out,
                             nights, is_parked, gp_discounted_fare, gp_cleaning_fee, gp_taxes, gp_total,
                             op_discounted_fare, op_host_service_fee, op_gross_revenue)
          SELECT p, 'guest', CASE WHEN j % 17 = 0 THEN 'cancelled' ELSE 'confirmed' END,
                 'BN' || p || '-' || j, (ARRAY['Airbnb', 'Booking.com', 'Vrbo', 'Direct'])[1 + j % 4], 'Guest ' || j,
                 ${historyStart}::timestamptz + make_interval(days => j * ${SLOT_DAYS}::int),
                 ${historyStart}::timestamptz + make_interval(days => j * ${SLOT_DAYS}::int + n, hours => -4),
                 n, j % 23 = 0, 500 * n, 150, 50 * n, 550 * n + 150, 500 * n, 15 * n, 485 * n + 150
          FROM generate_series(${first}::int, ${last}::int) p
          CROSS JOIN generate_series(0, ${dataset.staysPerProperty - 1}::int) j
          CROSS JOIN LATERAL (SELECT 1 + (p + j) % 4 AS n) nights`,
    );
    log(`  stays for properties ${first}-${last} of ${dataset.properties}`);
  }
  const taskEvery = Math.max(1, Math.floor((dataset.staysPerProperty * SLOT_DAYS) / dataset.tasksPerProperty));
  await exec(
    db,
    sql`INSERT INTO tasks (property_id, title, check_in, check_out)
        SELECT p, 'Maintenance ' || k,
               ${historyStart}::timestamptz + make_interval(days => k * ${taskEvery}::int, hours => -3),
               ${historyStart}::timestamptz + make_interval(days => k * ${taskEvery}::int, hours => -1)
        FROM generate_series(1, ${dataset.properties}::int) p CROSS JOIN generate_series(0, ${dataset.tasksPerProperty - 1}::int) k`,
  );
  await exec(db, sql`INSERT INTO config_values (property_id, name, value) VALUES (NULL, 'config_commission_fee', 0.2)`);
  await generateDocuments(db, dataset, now);
  log(
    `  statements (${statementMonthsOf(dataset)} months per property) and notifications (${NOTIFICATIONS_PER_OWNER} per owner)`,
  );
  await exec(db, sql`ANALYZE`);
}
