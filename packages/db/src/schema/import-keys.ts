import { bigint, index, pgTable, text, timestamptz, uniqueIndex } from './columns.ts';

/**
 * Which row an imported record made, by the record's stable external id (docs/import.md): a re-import finds its
 * rows here instead of making new ones. Kept apart from the tables, so they carry no importer-only column.
 */
export const importKeys = pgTable(
  'import_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entity: text('entity', {
      enum: [
        'owner',
        'property',
        'reservation',
        'owner_block',
        'task',
        'statement',
        'maintenance_invoice',
        'furnishing_invoice',
        'notification',
        'faq_category',
        'faq_question',
      ],
    }).notNull(),
    externalId: text('external_id').notNull(),
    rowId: bigint('row_id', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('import_keys_entity_external_key').on(t.entity, t.externalId),
    index('import_keys_entity_row_idx').on(t.entity, t.rowId),
  ],
);
