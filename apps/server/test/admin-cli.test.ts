import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@portal/db';
import { seedDemo } from '@portal/db/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { readServerFile } from '../src/modules/auth/server-file.ts';
import { PGLITE_TEMPLATE_DIR, POSTGRES_ADMIN_URL, POSTGRES_DB_PREFIX, postgresUrl } from './helpers/run-context.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const SERVER_PORT = 3113;
const isPostgres = process.env.TEST_DB === 'postgres';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- login-link …` exactly as an operator would, in its own process. */
function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['apps/server/src/cli/admin.ts', ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function tokenFrom(stdout: string, publicUrl: string): string {
  const escaped = publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = stdout.trim().match(new RegExp(`^${escaped}/admin-login/([A-Za-z0-9_-]{43})$`));
  if (!match?.[1]) throw new Error(`no admin link in: ${stdout}`);
  return match[1];
}

/** Uses the token through the real endpoint on an app over the same database. */
async function signInWith(database: Database, token: string) {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, serveWeb: false });
  try {
    const response = await app.inject({ method: 'POST', url: '/api/login_as_admin', payload: { token } });
    return { status: response.statusCode, body: response.json() };
  } finally {
    await app.close();
  }
}

async function expectUnknownOwnerRefused(env: Record<string, string>) {
  const result = await runCli(['login-link', 'ghost@example.com'], env);
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain('No owner with the e-mail ghost@example.com');
}

describe.skipIf(!isPostgres)('admin CLI against PostgreSQL (DATABASE_URL)', () => {
  const name = `${POSTGRES_DB_PREFIX}cli_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const url = postgresUrl(name);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const database = await openDatabase({ url });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('prints a link whose token signs the admin in as the owner', { timeout: 120_000 }, async () => {
    const env = { DATABASE_URL: url, PUBLIC_URL: 'https://portal.example.test' };
    const result = await runCli(['login-link', 'owner@example.com', '--admin', 'Jane Staff'], env);
    expect(result.code, result.stderr).toBe(0);
    const token = tokenFrom(result.stdout, 'https://portal.example.test');
    const database = await openDatabase({ url });
    try {
      const first = await signInWith(database, token);
      expect(first).toMatchObject({
        status: 200,
        body: { accepted: true, acting_admin: 'Jane Staff', owner_data: { email: 'owner@example.com' } },
      });
      expect((await signInWith(database, token)).status).toBe(400);
    } finally {
      await database.close();
    }
    await expectUnknownOwnerRefused(env);
  });
});

describe.skipIf(isPostgres)('admin CLI against the embedded database (DATA_DIR)', () => {
  const dirs: string[] = [];
  let server: ChildProcess | null = null;

  async function seededDir(): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    dirs.push(dir);
    rmSync(dir, { recursive: true });
    cpSync(PGLITE_TEMPLATE_DIR, dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir });
    await seedDemo(database.db);
    await database.close();
    return dir;
  }

  afterAll(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('opens the directory itself when no server holds it', { timeout: 120_000 }, async () => {
    const dir = await seededDir();
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
    const dir = await seededDir();
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    server = spawn(TSX, ['apps/server/src/main.ts'], {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(SERVER_PORT),
        DATA_DIR: dir,
        LOG_LEVEL: 'warn',
        WEB_DIST: join(dir, 'no-web'),
      },
    });
    await waitUntilReady(`${base}/readyz`);
    const file = readServerFile(dir);
    expect(file).toMatchObject({ port: SERVER_PORT, secret: expect.any(String) });
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

async function waitUntilReady(url: string): Promise<void> {
  await waitFor(async () => {
    try {
      return (await fetch(url)).ok;
    } catch {
      return false;
    }
  }, 120_000);
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not reached in time');
}
