import { type Db, schema } from '@portal/db';
import { DEMO_OWNERS, DEMO_STAFF } from '@portal/db/seed';
import { and, inArray, isNull } from 'drizzle-orm';

/** The demo's accounts, whose passwords the README publishes: owners and the staff account. */
export const DEMO_OWNER_EMAILS: readonly string[] = DEMO_OWNERS.map((owner) => owner.email);
export const DEMO_STAFF_EMAILS: readonly string[] = [DEMO_STAFF.email];

/** The e-mails of the demo accounts this database holds (none on a production database). */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const [owners, staff] = await Promise.all([
    db
      .select({ email: schema.owners.email })
      .from(schema.owners)
      .where(inArray(schema.owners.email, [...DEMO_OWNER_EMAILS])),
    db
      .select({ email: schema.staff.email })
      .from(schema.staff)
      .where(inArray(schema.staff.email, [...DEMO_STAFF_EMAILS])),
  ]);
  return [...owners, ...staff].map((row) => row.email).sort();
}

export async function hasStaffAccount(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.staff.id }).from(schema.staff).limit(1);
  return rows.length > 0;
}

/**
 * Removes the demo accounts in one transaction: the owners with everything that is theirs (properties, stays,
 * statements, files, notifications… go with them through the foreign keys), the staff account, and mail still waiting
 * for any of them. The audit log keeps its rows, with the account emptied, as for any removed account.
 */
export async function removeDemoAccounts(db: Db): Promise<{ owners: string[]; staff: string[] }> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .delete(schema.owners)
      .where(inArray(schema.owners.email, [...DEMO_OWNER_EMAILS]))
      .returning({ email: schema.owners.email });
    const staff = await tx
      .delete(schema.staff)
      .where(inArray(schema.staff.email, [...DEMO_STAFF_EMAILS]))
      .returning({ email: schema.staff.email });
    await tx
      .delete(schema.outbox)
      .where(
        and(
          inArray(schema.outbox.toAddress, [...DEMO_OWNER_EMAILS, ...DEMO_STAFF_EMAILS]),
          isNull(schema.outbox.sentAt),
        ),
      );
    return { owners: owners.map((row) => row.email).sort(), staff: staff.map((row) => row.email).sort() };
  });
}
