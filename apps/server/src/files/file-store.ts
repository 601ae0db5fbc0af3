import type { Readable } from 'node:stream';
import type { Db, Tx } from '@portal/db';
import type { FILE_PURPOSES } from '@portal/db/schema';
import type { UploadContentType } from '@portal/domain';

export type FilePurpose = (typeof FILE_PURPOSES)[number];
/** A database handle or an open transaction: a file is written in the same transaction as the row that uses it. */
export type Executor = Db | Tx;

export interface NewFile {
  ownerId: number | null;
  purpose: FilePurpose;
  /** The name the owner knows it by; made safe when the file is sent (download.ts). */
  fileName: string;
  /** The sniffed type (sniffContentType), never the one the client claimed. */
  contentType: UploadContentType;
  bytes: Uint8Array;
}

export interface StoredFile {
  id: string;
  ownerId: number | null;
  purpose: FilePurpose;
  fileName: string;
  contentType: UploadContentType;
  byteSize: number;
  /** Lower-case hex SHA-256 of the bytes. */
  sha256: string;
  createdAt: Date;
}

export interface OpenedFile {
  file: StoredFile;
  body: Readable;
}

/**
 * Where statements, documents and utility bills keep their bytes. The default keeps them in PostgreSQL
 * (database-file-store.ts, decision 028); another store (a directory, object storage) implements the same four calls.
 */
export interface FileStore {
  put(tx: Executor, file: NewFile): Promise<{ id: string; sha256: string; byteSize: number }>;
  /** The file's description without its bytes, or null. */
  get(db: Executor, id: string): Promise<StoredFile | null>;
  /** The description and the bytes as a stream, for sending (download.ts), or null. */
  open(db: Executor, id: string): Promise<OpenedFile | null>;
  /** Removes the file; false when there was none. */
  delete(tx: Executor, id: string): Promise<boolean>;
}
