import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, schema } from '@portal/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { burstThenKill, describeBurst, expectNothingLost } from './helpers/kill-scenario.ts';
import { startServerProcess } from './helpers/server-process.ts';

/**
 * kill -9 of the embedded-database server during a burst of writes: after a restart on the same
 * data directory every acknowledged write is there and no record is half-written.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * A small file system in memory (tmpfs) for the tests that need the disk itself to misbehave. Mounting needs root
 * (CI here runs as root); where it is refused, the test is reported as skipped with the reason printed.
 */
function mountTmpfs(sizeMb: number, skip: (note: string) => never): { path: string; unmount(): void } {
  const path = mkdtempSync(join(tmpdir(), 'portal-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', path], { stdio: 'pipe' });
  } catch (error) {
    rmSync(path, { recursive: true, force: true });
    const why = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    const note = `cannot mount a file system here (${why || 'mount failed'}); run as root to include this test`;
    console.info(`skipped: ${note}`);
    return skip(note);
  }
  return {
    path,
    unmount() {
      execFileSync('umount', ['-l', path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/** sha256 of every file under a directory, by relative path: any byte written shows. */
function treeDigest(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path.slice(root.length)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}

describe('crash during writes, embedded database', () => {
  it('kill -9 mid-burst, restart: every acknowledged stay, upload and survey save is there, none half-written', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'auto' });
    const burst = await burstThenKill(first, 25);
    expect(burst.acknowledged.length).toBeGreaterThanOrEqual(25);

    // The killed process left its server.json behind; the restart takes the directory over and replays the WAL.
    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'auto' });
    const ready = await fetch(`${second.url}/readyz`);
    expect(ready.status).toBe(200);
    await second.stop();

    const database = await openDatabase({ dataDir });
    try {
      await expectNothingLost(database, burst);
    } finally {
      await database.close();
    }
    // biome-ignore lint/suspicious/noConsole: the summary line of what was tried
    console.log(`crash recovery (pglite): ${describeBurst(burst)} before kill -9, 0 lost`);
  }, 120_000);

  it('refuses to start on a data directory it cannot write, with one clear line', async () => {
    const blocker = join(dataDir, 'not-a-directory');
    writeFileSync(blocker, 'a file where the data directory should be');
    const start = startServerProcess({ DATA_DIR: join(blocker, 'data'), DATABASE_URL: '', SEED_DEMO: 'auto' });
    await expect(start).rejects.toThrow(/server exited \(1\) before listening/);
    await expect(start).rejects.toThrow(
      `DATA_DIR ${join(blocker, 'data')} cannot be written (ENOTDIR); the embedded database needs a writable directory.`,
    );
  }, 60_000);

  it('refuses to start on a read-only file system with one clear line, and changes no byte of the database', async ({
    skip,
  }) => {
    const mount = mountTmpfs(64, skip);
    try {
      const readOnlyDir = join(mount.path, 'data');
      cpSync(dataDir, readOnlyDir, { recursive: true });
      rmSync(join(readOnlyDir, 'server.json'), { force: true });
      const before = treeDigest(readOnlyDir);
      execFileSync('mount', ['-o', 'remount,ro', mount.path]);
      const start = startServerProcess({ DATA_DIR: readOnlyDir, DATABASE_URL: '', SEED_DEMO: 'auto' });
      await expect(start).rejects.toThrow(/server exited \(1\) before listening/);
      await expect(start).rejects.toThrow(
        `DATA_DIR ${readOnlyDir} cannot be written (the file system is read-only); the embedded database needs a writable directory.`,
      );
      const after = treeDigest(readOnlyDir);
      expect(after).toEqual(before);
      console.info(
        `read-only data directory (pglite): the start refused with one line, ${Object.keys(after).length} files of the database unchanged`,
      );
    } finally {
      mount.unmount();
    }
  }, 60_000);

  it('a full disk answers 503 with the error shape, writes nothing half, and recovers when space returns', async ({
    skip,
  }) => {
    // Room for the database (about 41 MB with the demo data) and a little more, in memory.
    const mount = mountTmpfs(64, skip);
    const mountPoint = mount.path;
    const server: { current?: Awaited<ReturnType<typeof startServerProcess>> } = {};
    try {
      const fullDir = join(mountPoint, 'data');
      cpSync(dataDir, fullDir, { recursive: true });
      rmSync(join(fullDir, 'server.json'), { force: true });
      server.current = await startServerProcess({ DATA_DIR: fullDir, DATABASE_URL: '', SEED_DEMO: 'auto' });
      const signIn = () =>
        fetch(`${server.current?.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'owner@example.com', password: 'Owner#2026' }),
        });
      expect((await signIn()).status).toBe(200);

      // Fill what is left of the file system.
      const filler = join(mountPoint, 'filler');
      const fd = openSync(filler, 'w');
      const chunk = Buffer.alloc(1 << 20);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        closeSync(fd);
      }

      // Each sign-in writes a session; once the database's files cannot grow, the answer is 503, not 500.
      let refused: Response | undefined;
      let accepted = 0;
      for (let attempt = 0; attempt < 3_000 && !refused; attempt++) {
        const response = await signIn();
        if (response.status === 200) accepted++;
        else refused = response;
      }
      expect(refused?.status).toBe(503);
      expect(refused?.headers.get('retry-after')).toBe('60');
      expect(await refused?.json()).toMatchObject({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        detail: "The server's storage is full; nothing was saved. Please try again later",
      });
      expect((await fetch(`${server.current.url}/healthz`)).status).toBe(200);

      // Space returns: the same process serves writes again without a restart.
      rmSync(filler);
      expect((await signIn()).status).toBe(200);
      await server.current.stop();
      server.current = undefined;

      const database = await openDatabase({ dataDir: fullDir });
      try {
        const [sessions] = await database.db
          .select({ count: count() })
          .from(schema.authTokens)
          .where(eq(schema.authTokens.kind, 'session'));
        // Every sign-in that was answered 200 left its session (and the database opens and reads cleanly).
        expect(sessions?.count).toBeGreaterThanOrEqual(accepted + 2);
      } finally {
        await database.close();
      }
      // biome-ignore lint/suspicious/noConsole: the summary line of what was tried
      console.log(
        `disk full (pglite): ${accepted} writes before the disk filled, then 503, recovered after space freed`,
      );
    } finally {
      await server.current?.kill9();
      mount.unmount();
    }
  }, 120_000);
});
