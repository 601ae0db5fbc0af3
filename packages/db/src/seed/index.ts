import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { owners } from '../schema/owners.ts';
import { seedFaq } from './faq.ts';
import { seedNotifications } from './notifications.ts';
import { seedOwnerStays } from './owner-stays.ts';
import { seedOwners } from './owners.ts';
import { seedProperties } from './properties.ts';
import { seedReservations } from './reservations.ts';
import { seedStaff } from './staff.ts';
import { seedStatements } from './statements.ts';
import { seedSummary } from './summary.ts';
import { seedSupportMessages } from './support.ts';
import { type Seal, seedSurveys } from './surveys.ts';

export { DEMO_FAQ } from './faq.ts';
export { DEMO_OWNERS, DEMO_PASSWORD } from './owners.ts';
export { DEMO_STAFF } from './staff.ts';
export { DEMO_STATEMENT_MONTHS } from './statements.ts';
export type { Seal } from './surveys.ts';

export interface SeedOptions {
  /** Seals bank numbers as the server does; without it the demo has no bank accounts. */
  seal?: Seal;
}

/**
 * Loads the demo data into an empty database, in one transaction; does nothing when owners exist.
 * Dates are relative to `now` so the demo never goes stale. Returns whether it seeded.
 */
export async function seedDemo(db: Db, now: Date = new Date(), options: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeder at a time, even with two processes starting together on one PostgreSQL.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(8130001)`);
    const existing = await tx.select({ id: owners.id }).from(owners).limit(1);
    if (existing.length > 0) return false;
    const ownerIds = await seedOwners(tx);
    const properties = await seedProperties(tx, ownerIds, now);
    await seedReservations(tx, properties, now);
    await seedOwnerStays(tx, properties, ownerIds, now);
    await seedStaff(tx, now, options.seal);
    await seedSummary(tx, properties, ownerIds, now);
    await seedStatements(tx, properties, ownerIds, now);
    await seedSurveys(tx, properties, ownerIds, now, options.seal);
    await seedNotifications(tx, properties, ownerIds, now);
    await seedFaq(tx);
    await seedSupportMessages(tx, properties, ownerIds, now);
    return true;
  });
}
