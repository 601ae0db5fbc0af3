import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from './errors.ts';

export type OwnedProperty = typeof schema.properties.$inferSelect;

/**
 * The one ownership guard for property-scoped routes: another owner's property answers exactly
 * like an unknown id (404), so ids cannot be probed. Inside a transaction, pass the transaction.
 */
export async function ownedProperty(db: Db | Tx, ownerId: number, propertyId: number): Promise<OwnedProperty> {
  const [property] = await db
    .select()
    .from(schema.properties)
    .where(and(eq(schema.properties.id, propertyId), eq(schema.properties.ownerId, ownerId)))
    .limit(1);
  if (!property) throw new AppError('NOT_FOUND', 'Property not found');
  return property;
}
