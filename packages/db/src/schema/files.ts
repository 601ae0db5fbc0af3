import { sql } from 'drizzle-orm';
import { customType, uuid } from 'drizzle-orm/pg-core';
import { check, index, integer, pgTable, text, timestamptz } from './columns.ts';
import { owners } from './owners.ts';

/** bytea as a Buffer on both drivers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** What a stored file is for; each later feature (statements, documents, utility bills) adds its own. */
export const FILE_PURPOSES = ['statement', 'document', 'utility_bill', 'invoice'] as const;

/**
 * Uploaded and generated files, bytes included, behind the FileStore interface (apps/server/src/files). In the
 * database so every server process sees the same files and a backup holds them (decision 028).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for files no single owner has (a shared help document).
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: FILE_PURPOSES }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId, t.purpose, t.createdAt),
    check('files_byte_size_matches', sql`byte_size = octet_length(data)`),
  ],
);
