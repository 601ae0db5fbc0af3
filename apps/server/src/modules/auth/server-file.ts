import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `${DATA_DIR}/server.json`: tells the admin CLI that a server process holds the embedded database (which only
 * one process may open) and how to reach it. The secret authorizes the CLI's loopback call.
 */
export interface ServerFile {
  pid: number;
  /** null while the server is still starting. */
  port: number | null;
  secret: string;
}

export function serverFilePath(dataDir: string): string {
  return join(dataDir, 'server.json');
}

export function readServerFile(dataDir: string): ServerFile | null {
  try {
    const parsed = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8')) as Partial<ServerFile>;
    if (typeof parsed.pid !== 'number' || typeof parsed.secret !== 'string') return null;
    return { pid: parsed.pid, port: typeof parsed.port === 'number' ? parsed.port : null, secret: parsed.secret };
  } catch {
    return null;
  }
}

export interface ServerFileHandle {
  secret: string;
  setPort(port: number): void;
  remove(): void;
}

/**
 * Claims the data directory for this process (refusing when another live server holds it, since two processes
 * on one embedded database corrupt it); call setPort after listen and remove on shutdown.
 */
export function claimServerFile(dataDir: string): ServerFileHandle {
  const existing = readServerFile(dataDir);
  if (existing && existing.pid !== process.pid && isProcessAlive(existing.pid)) {
    throw new Error(`${serverFilePath(dataDir)}: another server (pid ${existing.pid}) uses this data directory`);
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const path = serverFilePath(dataDir);
  const write = (port: number | null) => {
    writeFileSync(path, JSON.stringify({ pid: process.pid, port, secret }), { mode: 0o600 });
    chmodSync(path, 0o600);
  };
  write(null);
  return {
    secret,
    setPort: (port) => write(port),
    remove: () => {
      if (readServerFile(dataDir)?.pid === process.pid) rmSync(serverFilePath(dataDir), { force: true });
    },
  };
}

/** True when a process with this id exists (EPERM: it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
