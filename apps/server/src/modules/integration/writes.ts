import type { ImportSection } from '@portal/contract/import';
import type { IntegrationWriteResponse } from '@portal/contract/integration-api';
import { schema } from '@portal/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
      // Upserts run one after another, in every process: the writer reads a record's external id, then inserts, so
      // the same record sent twice at once was inserted twice and the second refused as a duplicate (a 422 for a
      // record that was written). The systems that call this send batches, not a stream; waiting costs them little.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('integration-writes'))`);
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
