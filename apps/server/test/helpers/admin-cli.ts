import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@portal/db';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';

export const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
export const TSX = join(ROOT, 'node_modules/.bin/tsx');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- login-link …` exactly as an operator would, in its own process. */
export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['apps/server/src/cli/admin.ts', ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export function tokenFrom(stdout: string, publicUrl: string): string {
  const escaped = publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = stdout.trim().match(new RegExp(`^${escaped}/admin-login/([A-Za-z0-9_-]{43})$`));
  if (!match?.[1]) throw new Error(`no admin link in: ${stdout}`);
  return match[1];
}

/** Uses the token through the real endpoint on an app over the same database. */
export async function signInWith(database: Database, token: string) {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, serveWeb: false });
  try {
    const response = await app.inject({ method: 'POST', url: '/api/login_as_admin', payload: { token } });
    return { status: response.statusCode, body: response.json() };
  } finally {
    await app.close();
  }
}

export async function expectUnknownOwnerRefused(env: Record<string, string>) {
  const result = await runCli(['login-link', 'ghost@example.com'], env);
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain('No owner with the e-mail ghost@example.com');
}

export async function waitUntilReady(url: string): Promise<void> {
  await waitFor(async () => {
    try {
      return (await fetch(url)).ok;
    } catch {
      return false;
    }
  }, 120_000);
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not reached in time');
}
