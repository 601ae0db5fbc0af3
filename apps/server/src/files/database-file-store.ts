import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { Executor, FileStore, StoredFile } from './file-store.ts';

const { files } = schema;

const described = {
  id: files.id,
  ownerId: files.ownerId,
  purpose: files.purpose,
  fileName: files.fileName,
  contentType: files.contentType,
  byteSize: files.byteSize,
  sha256: files.sha256,
  createdAt: files.createdAt,
};

// Ids are uuids; anything else cannot name a file, and PostgreSQL would refuse it with an error instead of no row.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function describe(db: Executor, id: string): Promise<StoredFile | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select(described).from(files).where(eq(files.id, id));
  return row ? (row as StoredFile) : null;
}

/** The default FileStore: bytes in the `files` table (bytea), so they share the database's transactions and backups. */
export function createDatabaseFileStore(): FileStore {
  return {
    async put(tx, file) {
      const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const [row] = await tx
        .insert(files)
        .values({
          ownerId: file.ownerId,
          purpose: file.purpose,
          fileName: file.fileName,
          contentType: file.contentType,
          byteSize: bytes.byteLength,
          sha256,
          data: bytes,
        })
        .returning({ id: files.id });
      if (!row) throw new Error('file not stored');
      return { id: row.id, sha256, byteSize: bytes.byteLength };
    },
    get: describe,
    async open(db, id) {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select({ ...described, data: files.data })
        .from(files)
        .where(eq(files.id, id));
      if (!row) return null;
      const { data, ...file } = row;
      return { file: file as StoredFile, body: Readable.from([data]) };
    },
    async delete(tx, id) {
      if (!UUID.test(id)) return false;
      const removed = await tx.delete(files).where(eq(files.id, id)).returning({ id: files.id });
      return removed.length > 0;
    },
  };
}
