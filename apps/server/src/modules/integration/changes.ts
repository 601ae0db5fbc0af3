import type { OwnerStaysPage, SupportMessagesPage } from '@portal/contract/integration-api';
import { schema } from '@portal/db';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../types.ts';

const { integrationChanges, importKeys, owners, properties, stays, supportMessages } = schema;

type Entity = (typeof integrationChanges.$inferSelect)['entity'];

/**
 * The rows of one entity changed after `cursor` (decision 087), in commit order, each once with its state now. The
 * next cursor is the last change read, so a row changed again later comes back on a later page.
 */
async function changedIds(deps: AppDeps, entity: Entity, cursor: string | undefined, limit: number) {
  const after = Number(cursor ?? 0);
  const rows = await deps.db
    .select({ seq: integrationChanges.seq, rowId: integrationChanges.rowId })
    .from(integrationChanges)
    .where(
      and(eq(integrationChanges.entity, entity), isNotNull(integrationChanges.seq), gt(integrationChanges.seq, after)),
    )
    .orderBy(asc(integrationChanges.seq))
    .limit(limit + 1);
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1)?.seq;
  return {
    ids: [...new Set(pageRows.map((row) => row.rowId))],
    nextCursor: String(last ?? after),
    hasMore: rows.length > limit,
  };
}

async function externalIdsOf(deps: AppDeps, entity: 'owner' | 'property' | 'owner_block', ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await deps.db
    .select({ rowId: importKeys.rowId, externalId: importKeys.externalId })
    .from(importKeys)
    .where(and(eq(importKeys.entity, entity), inArray(importKeys.rowId, ids)));
  return new Map(rows.map((row) => [row.rowId, row.externalId]));
}

type OwnerRow = typeof owners.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;

async function references(deps: AppDeps, ownerRows: OwnerRow[], propertyRows: PropertyRow[]) {
  const ownerKeys = await externalIdsOf(
    deps,
    'owner',
    ownerRows.map((row) => row.id),
  );
  const propertyKeys = await externalIdsOf(
    deps,
    'property',
    propertyRows.map((row) => row.id),
  );
  return {
    owner: (row: OwnerRow) => ({
      id: row.id,
      externalId: ownerKeys.get(row.id) ?? null,
      email: row.email,
      legacyId: row.legacyId,
      pordalId: row.pordalId,
    }),
    property: (row: PropertyRow) => ({
      id: row.id,
      externalId: propertyKeys.get(row.id) ?? null,
      nickname: row.nickname,
      bookingSystem: row.isPordal ? ('pordal' as const) : ('legacy' as const),
      legacyListingId: row.isPordal ? null : row.propertyCode,
      pordalId: row.pordalId,
    }),
  };
}

/** GET /api/integration/owner-stays: owner stays created, changed or cancelled after the cursor. */
export async function ownerStaysSince(
  deps: AppDeps,
  cursor: string | undefined,
  limit: number,
): Promise<OwnerStaysPage> {
  const page = await changedIds(deps, 'owner_stay', cursor, limit);
  const rows =
    page.ids.length === 0
      ? []
      : await deps.db
          .select({ stay: stays, property: properties, owner: owners })
          .from(stays)
          .innerJoin(properties, eq(properties.id, stays.propertyId))
          .innerJoin(owners, eq(owners.id, properties.ownerId))
          .where(inArray(stays.id, page.ids));
  const refs = await references(
    deps,
    rows.map((row) => row.owner),
    rows.map((row) => row.property),
  );
  const blockKeys = await externalIdsOf(
    deps,
    'owner_block',
    rows.map((row) => row.stay.id),
  );
  const byId = new Map(rows.map((row) => [row.stay.id, row]));
  const items = page.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { stay } = row;
    return [
      {
        id: stay.id,
        externalId: blockKeys.get(stay.id) ?? null,
        confirmationCode: stay.confirmationCode,
        status: stay.status,
        checkIn: stay.checkIn.toISOString(),
        checkOut: stay.checkOut.toISOString(),
        nights: stay.nights,
        note: stay.note,
        updatedAt: stay.updatedAt.toISOString(),
        property: refs.property(row.property),
        owner: refs.owner(row.owner),
      },
    ];
  });
  return { items, nextCursor: page.nextCursor, hasMore: page.hasMore };
}

/** GET /api/integration/support-messages: messages sent (or marked handled) after the cursor. */
export async function supportMessagesSince(
  deps: AppDeps,
  cursor: string | undefined,
  limit: number,
): Promise<SupportMessagesPage> {
  const page = await changedIds(deps, 'support_message', cursor, limit);
  const rows =
    page.ids.length === 0
      ? []
      : await deps.db
          .select({ message: supportMessages, owner: owners, property: properties })
          .from(supportMessages)
          .innerJoin(owners, eq(owners.id, supportMessages.ownerId))
          .leftJoin(properties, eq(properties.id, supportMessages.propertyId))
          .where(inArray(supportMessages.id, page.ids));
  const refs = await references(
    deps,
    rows.map((row) => row.owner),
    rows.flatMap((row) => (row.property ? [row.property] : [])),
  );
  const byId = new Map(rows.map((row) => [row.message.id, row]));
  const items = page.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { message } = row;
    return [
      {
        id: message.id,
        subject: message.subject,
        message: message.message,
        createdAt: message.createdAt.toISOString(),
        handledAt: message.handledAt?.toISOString() ?? null,
        owner: refs.owner(row.owner),
        property: row.property ? refs.property(row.property) : null,
      },
    ];
  });
  return { items, nextCursor: page.nextCursor, hasMore: page.hasMore };
}
