import type { ImportSection } from '@portal/contract/import';
import type { IntegrationWriteResponse } from '@portal/contract/integration-api';
import { schema } from '@portal/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { IntegrationPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { parseImport, writeImport } from '../admin/import.ts';
import { OperationError } from '../admin/operation-error.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';

const { importKeys } = schema;
type Entity = (typeof importKeys.$inferSelect)['entity'];

const ENTITIES: Record<ImportSection, Entity> = {
  owners: 'owner',
  properties: 'property',
  reservations: 'reservation',
  ownerBlocks: 'owner_block',
  tasks: 'task',
  maintenanceInvoices: 'maintenance_invoice',
  furnishingInvoices: 'furnishing_invoice',
  statements: 'statement',
  notifications: 'notification',
};

/**
 * PUT /api/integration/<section>: the records go through the JSON import's own checks and writer (decision 049) in
 * one transaction with the audit entry; a refused record refuses the call and nothing of it is written.
 */
export async function upsertRecords(
  deps: AppDeps,
  key: IntegrationPrincipal,
  section: ImportSection,
  records: readonly unknown[],
): Promise<IntegrationWriteResponse> {
  try {
    const data = parseImport({ format: 'owner-portal-import', version: 1, [section]: records });
    const externalIds = data[section].map((record) => record.externalId);
    return await deps.db.transaction(async (tx) => {
      const report = await writeImport(tx, data, { imageHosts: deps.config.IMAGE_HOSTS });
      const keys = await tx
        .select({ externalId: importKeys.externalId, rowId: importKeys.rowId })
        .from(importKeys)
        .where(and(eq(importKeys.entity, ENTITIES[section]), inArray(importKeys.externalId, externalIds)));
      const idOf = new Map(keys.map((row) => [row.externalId, row.rowId]));
      const counts = report[section];
      await recordAudit(tx, {
        actor: actorOf(key),
        action: 'integration.write',
        subject: { ownerId: null, entity: 'import', entityId: section },
        details: { section, ...counts },
        at: deps.now(),
      });
      return { ...counts, records: externalIds.map((externalId) => ({ externalId, id: idOf.get(externalId) ?? 0 })) };
    });
  } catch (error) {
    if (error instanceof OperationError) throw new AppError('IMPORT_REFUSED', error.message);
    throw error;
  }
}
