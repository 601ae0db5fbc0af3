import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, waitUntilReady } from './helpers/admin-cli.ts';
import { ownerJourney } from './helpers/owner-journey.ts';
import { freePort } from './helpers/ports.ts';
import { POSTGRES_ADMIN_URL, POSTGRES_DB_PREFIX, postgresUrl } from './helpers/run-context.ts';

/**
 * The container image's steps (scripts/image.mjs, which the Dockerfile calls) run here without a container: build,
 * prune to the runtime files and production dependencies in a folder of their own, start from there on PostgreSQL
 * both as the image does and with `npm run serve`, make the first staff account with `npm run admin`, sign in and
 * read a calendar; and the CLI on an embedded database. No development dependency is there to lean on.
 */
const run = promisify(execFile);
const started = Date.now();
const timings: string[] = [];
const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
  const at = Date.now();
  const result = await step();
  timings.push(`${label} ${((Date.now() - at) / 1000).toFixed(1)} s`);
  return result;
};

describe('the image steps, outside a container', () => {
  const runtime = mkdtempSync(join(tmpdir(), 'portal-image-'));
  const name = `${POSTGRES_DB_PREFIX}image_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  const children: ChildProcess[] = [];
  const env = {
    ...process.env,
    DATABASE_URL: postgresUrl(name),
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // A trial installation: the demo, explicitly allowed in production mode.
    SEED_DEMO: 'yes',
    ALLOW_DEMO_ACCOUNTS: 'yes',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    // Nothing of the repository's own set-up reaches the pruned folder.
    WEB_DIST: '',
    DATA_DIR: join(runtime, 'data'),
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const image = join(ROOT, 'scripts/image.mjs');
    await timed('build', () => run(process.execPath, [image, 'build', '--reuse-install'], { cwd: ROOT }));
    await timed('prune (npm ci --omit=dev)', () => run(process.execPath, [image, 'prune', runtime], { cwd: ROOT }));
  }, 300_000);
  afterAll(async () => {
    // Each started in a process group of its own: `npm run serve` leaves node as npm's child.
    for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    rmSync(runtime, { recursive: true, force: true });
    // biome-ignore lint/suspicious/noConsole: the steps' times, for docs/testing.md
    console.log(`image steps: ${timings.join(', ')}; whole file ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('leaves only the runtime: compiled server and CLI, built web app, production dependencies', () => {
    for (const present of ['apps/server/dist/main.mjs', 'apps/server/dist/admin.mjs', 'apps/web/dist/index.html']) {
      expect(existsSync(join(runtime, present)), present).toBe(true);
    }
    for (const absent of ['apps/server/src', 'apps/web/src', 'packages/db/src', 'e2e/tests']) {
      expect(existsSync(join(runtime, absent)), absent).toBe(false);
    }
    for (const tool of ['tsx', 'vitest', 'vite', 'esbuild', '@biomejs', '@playwright', 'drizzle-kit', 'typescript']) {
      expect(existsSync(join(runtime, 'node_modules', tool)), tool).toBe(false);
    }
    for (const needed of ['fastify', 'pg', '@electric-sql/pglite', '@node-rs/argon2', 'prom-client']) {
      expect(existsSync(join(runtime, 'node_modules', needed)), needed).toBe(true);
    }
  });

  it('starts as the image does and with npm run serve; first staff account, sign-in and a calendar', async () => {
    const start = async (command: string, args: string[]) => {
      const port = await freePort();
      const child = spawn(command, args, {
        cwd: runtime,
        env: { ...env, PORT: String(port) },
        detached: true,
        stdio: 'ignore',
      });
      children.push(child);
      return { port, base: `http://127.0.0.1:${port}` };
    };
    const [image, serve] = await timed('start two servers', async () => {
      // One after the other: the first migrates and seeds, the second then finds both done.
      const first = await start(process.execPath, ['scripts/image.mjs', 'start']);
      await waitUntilReady(`${first.base}/readyz`);
      const second = await start('npm', ['run', '-s', 'serve']);
      await waitUntilReady(`${second.base}/readyz`);
      return [first, second];
    });
    // The image's HEALTHCHECK command.
    const health = await run(process.execPath, ['scripts/image.mjs', 'health'], {
      cwd: runtime,
      env: { ...env, PORT: String(image.port) },
    });
    expect(health.stderr).toBe('');

    const created = await run(
      'npm',
      [
        'run',
        '-s',
        'admin',
        '--',
        'create-staff',
        'ops@company.test',
        '--name',
        'Omar Ops',
        '--password',
        'Ops#20261x',
      ],
      { cwd: runtime, env },
    );
    expect(created.stdout).toContain('Staff member ops@company.test created');
    const staff = await fetch(`${serve.base}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@company.test', password: 'Ops#20261x' }),
    });
    expect(staff.status).toBe(200);
    // The embedded database (PGlite, WebAssembly) from the production install too: the CLI opens it itself.
    const embedded = await run(
      'npm',
      ['run', '-s', 'admin', '--', 'create-staff', 'solo@company.test', '--name', 'Solo', '--password', 'Solo#2026x'],
      { cwd: runtime, env: { ...env, DATABASE_URL: '', DATA_DIR: join(runtime, 'embedded') } },
    );
    expect(embedded.stdout).toContain('Staff member solo@company.test created');

    // The owner's journey, each step on the other process than the one before.
    let turn = 0;
    const steps = await ownerJourney(() => (turn++ % 2 === 0 ? image.base : serve.base));
    expect(steps.find((step) => step.step === 'calendar')?.status).toBe(200);
    const page = await fetch(`${image.base}/properties`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  }, 180_000);
});
