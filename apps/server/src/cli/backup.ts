import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from '@portal/db';
import type { Config } from '../config.ts';
import { isProcessAlive, readServerFile } from '../modules/auth/server-file.ts';

/** Files of the data directory that are not the database and stay with the directory across a restore. */
const KEPT_ON_RESTORE = ['secret.key'];

export class BackupError extends Error {}

function embeddedDir(config: Config): string {
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump and restore with pg_restore (see docs/security.md).',
    );
  }
  const dir = resolve(config.DATA_DIR);
  const running = readServerFile(dir);
  if (running && isProcessAlive(running.pid)) {
    throw new BackupError(
      `A server (pid ${running.pid}) holds ${dir}; stop it first (the embedded database has one user).`,
    );
  }
  return dir;
}

/** Writes the embedded database to FILE (a gzipped tar); returns its size in bytes. */
export async function backupEmbedded(config: Config, file: string): Promise<number> {
  const dir = embeddedDir(config);
  if (!existsSync(dir)) throw new BackupError(`${dir} does not exist: nothing to back up.`);
  const database = await openDatabase({ dataDir: dir });
  try {
    const dump = await database.dump?.();
    if (!dump) throw new BackupError('This database cannot be dumped.');
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(resolve(file), bytes, { mode: 0o600 });
    return bytes.byteLength;
  } finally {
    await database.close();
  }
}

/**
 * Replaces the embedded database with the one in FILE. The backup is loaded into a new directory first (a bad file
 * changes nothing); the current directory is kept beside it as `<DATA_DIR>.before-restore-<time>`, and its key file
 * (secret.key) moves over so encrypted fields stay readable. Returns the kept directory.
 */
export async function restoreEmbedded(config: Config, file: string, now = new Date()): Promise<string> {
  const dir = embeddedDir(config);
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const staging = mkdtempSync(join(dirname(dir), '.restore-'));
  try {
    const loaded = await openDatabase({ dataDir: staging, loadDataDir: new Blob([readFileSync(source)]) });
    await loaded.ping();
    await loaded.close();
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new BackupError(`${source} is not a backup of the embedded database: ${(error as Error).message}`);
  }
  const kept = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
  if (existsSync(dir)) {
    renameSync(dir, kept);
    for (const name of KEPT_ON_RESTORE) {
      if (existsSync(join(kept, name))) copyFileSync(join(kept, name), join(staging, name));
    }
  }
  renameSync(staging, dir);
  return kept;
}
