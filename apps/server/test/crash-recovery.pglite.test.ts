import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@portal/db';
import { afterAll, describe, expect, it } from 'vitest';
import { burstThenKill, expectNothingLost } from './helpers/kill-scenario.ts';
import { startServerProcess } from './helpers/server-process.ts';

/**
 * kill -9 of the embedded-database server during a burst of writes (issue 14 "Faults"): after a restart on the same
 * data directory every acknowledged write is there and no record is half-written.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('crash during writes, embedded database', () => {
  it('kill -9 mid-burst, restart: every acknowledged stay is there, none half-written', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'auto' });
    const acknowledged = await burstThenKill(first, 25);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    // The killed process left its server.json behind; the restart takes the directory over and replays the WAL.
    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'auto' });
    const ready = await fetch(`${second.url}/readyz`);
    expect(ready.status).toBe(200);
    await second.stop();

    const database = await openDatabase({ dataDir });
    try {
      await expectNothingLost(database, acknowledged);
    } finally {
      await database.close();
    }
    // biome-ignore lint/suspicious/noConsole: the summary line of what was tried
    console.log(`crash recovery (pglite): ${acknowledged.length} acknowledged writes before kill -9, 0 lost`);
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
});
