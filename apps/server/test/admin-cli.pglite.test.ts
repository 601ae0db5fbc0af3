import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@portal/db';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerFile } from '../src/modules/auth/server-file.ts';
import {
  expectUnknownOwnerRefused,
  ROOT,
  runCli,
  signInWith,
  TSX,
  tokenFrom,
  waitFor,
  waitUntilReady,
} from './helpers/admin-cli.ts';
import { freePort } from './helpers/ports.ts';
import { PGLITE_SEEDED_DIR } from './helpers/run-context.ts';

// Runs in the server-pglite project only (vitest.config.ts selects *.pglite.test.ts).
describe('admin CLI against the embedded database (DATA_DIR)', () => {
  const dirs: string[] = [];
  let server: ChildProcess | null = null;

  function seededDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    dirs.push(dir);
    rmSync(dir, { recursive: true });
    cpSync(PGLITE_SEEDED_DIR, dir, { recursive: true });
    return dir;
  }

  afterAll(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('opens the directory itself when no server holds it', { timeout: 120_000 }, async () => {
    const dir = seededDir();
    const env = { DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:3000' };
    const result = await runCli(['login-link', 'legacy@example.com', '--admin', 'Jane Staff'], env);
    expect(result.code, result.stderr).toBe(0);
    const token = tokenFrom(result.stdout, 'http://127.0.0.1:3000');
    await expectUnknownOwnerRefused(env);
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(await signInWith(database, token)).toMatchObject({
        status: 200,
        body: { status: 'guesty', acting_admin: 'Jane Staff' },
      });
    } finally {
      await database.close();
    }
  });

  it('asks the running server, which holds the directory, through server.json', { timeout: 180_000 }, async () => {
    const dir = seededDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(TSX, ['apps/server/src/main.ts'], {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        DATA_DIR: dir,
        LOG_LEVEL: 'warn',
        WEB_DIST: join(dir, 'no-web'),
      },
    });
    await waitUntilReady(`${base}/readyz`);
    const file = readServerFile(dir);
    expect(file).toMatchObject({ port, secret: expect.any(String) });
    expect(statSync(join(dir, 'server.json')).mode & 0o777).toBe(0o600);

    // The CLI's own PUBLIC_URL differs: a link on the server's base proves the server minted it.
    const cliEnv = { DATA_DIR: dir, PUBLIC_URL: 'https://cli-only.example.test' };
    const result = await runCli(['login-link', 'pordal@example.com'], cliEnv);
    expect(result.code, result.stderr).toBe(0);
    const token = tokenFrom(result.stdout, base);
    const response = await fetch(`${base}/api/login_as_admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      accepted: true,
      status: 'pordal',
      owner_data: { email: 'pordal@example.com' },
    });
    await expectUnknownOwnerRefused(cliEnv);

    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-(server.pid ?? 0), 'SIGTERM');
    await exited;
    await waitFor(() => !existsSync(join(dir, 'server.json')));
  });
});
