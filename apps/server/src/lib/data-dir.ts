import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Whether the embedded database's directory can be written: made when missing, then a probe file written and
 * removed. Returns a one-line explanation when it cannot (read-only, full, not a directory), null when it can; the
 * server refuses to start with that line instead of failing later inside the database.
 */
export function dataDirProblem(dataDir: string): string | null {
  const dir = resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-probe-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe);
    return null;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const why =
      code === 'EROFS'
        ? 'the file system is read-only'
        : code === 'ENOSPC'
          ? 'the disk is full'
          : code === 'EACCES' || code === 'EPERM'
            ? 'permission denied'
            : (code ?? message);
    return `DATA_DIR ${dir} cannot be written (${why}); the embedded database needs a writable directory. Set DATA_DIR to one, or DATABASE_URL to use PostgreSQL.`;
  }
}
