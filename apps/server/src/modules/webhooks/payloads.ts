import { schema, type Tx } from '@portal/db';
import { and, eq, inArray } from 'drizzle-orm';

const { owners, properties, importKeys } = schema;

/**
 * The owner and property of an event as the company's systems know them (decision 088): the portal's id, the
 * import's externalId, and the ids in both booking systems (older "guesty" and newer "pordal").
 */
export async function bookingIdsOf(tx: Tx, ownerId: number, propertyId: number | null) {
  const [owner] = await tx.select().from(owners).where(eq(owners.id, ownerId));
  const [property] = propertyId === null ? [] : await tx.select().from(properties).where(eq(properties.id, propertyId));
  const keys = await tx
    .select({ entity: importKeys.entity, rowId: importKeys.rowId, externalId: importKeys.externalId })
    .from(importKeys)
    .where(
      and(
        inArray(importKeys.entity, ['owner', 'property']),
        inArray(importKeys.rowId, [ownerId, ...(propertyId === null ? [] : [propertyId])]),
      ),
    );
  const externalId = (entity: 'owner' | 'property', id: number) =>
    keys.find((key) => key.entity === entity && key.rowId === id)?.externalId ?? null;
  return {
    owner: owner
      ? {
          id: owner.id,
          externalId: externalId('owner', owner.id),
          email: owner.email,
          legacyId: owner.legacyId,
          pordalId: owner.pordalId,
        }
      : null,
    property: property
      ? {
          id: property.id,
          externalId: externalId('property', property.id),
          nickname: property.nickname,
          bookingSystem: property.isPordal ? 'pordal' : 'legacy',
          legacyListingId: property.isPordal ? null : property.propertyCode,
          pordalId: property.pordalId,
        }
      : null,
  };
}
