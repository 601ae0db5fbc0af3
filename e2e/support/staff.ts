import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E } from '../playwright.config.ts';
import { e2eNow } from './clock.ts';

const run = promisify(execFile);

/**
 * The demo staff account as the README lists it, with its authenticator app's secret (demo data only; decision
 * 091). The journeys compute its codes as an authenticator app would.
 */
export const STAFF = {
  email: 'staff@example.com',
  password: 'Staff#2026',
  name: 'Sam Staff',
  totpSecret: 'ID57OR2TOLHIOGVCGOBET7SUMRPPUAHC',
};

/** The code an authenticator app shows for `secret` on the journeys' clock, `steps` periods of 30 s later. */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(e2eNow().getTime() / 1000) + steps * 30 });
}

interface StaffSession {
  token: string;
  expiresAt: string;
  staff: { id: number; email: string; fullName: string; preferredLanguage: string };
}

const cacheFile = resolve(dirname(E2E.dataDir), 'staff-session.json');

async function isLive(request: APIRequestContext, session: StaffSession): Promise<boolean> {
  const me = await request.get('/api/staff/me', { headers: { authorization: `Bearer ${session.token}` } });
  return me.ok();
}

/** Password, then the app's code: one real sign-in. A code is accepted once, so a used one gives way to the next. */
async function signInThroughApi(request: APIRequestContext): Promise<StaffSession> {
  for (const steps of [0, 1]) {
    const password = await request.post('/api/staff/login', { data: { email: STAFF.email, password: STAFF.password } });
    const { pendingToken } = (await password.json()) as { pendingToken: string };
    const code = await totpCode(STAFF.totpSecret, steps);
    const passed = await request.post('/api/staff/second-factor', { data: { pendingToken, method: 'totp', code } });
    if (passed.ok()) return (await passed.json()) as StaffSession;
  }
  throw new Error('the demo staff member could not pass the second factor');
}

/**
 * A session of the demo staff member for journeys about the console, not about signing in to it: signed in once per
 * run through the API (password and TOTP code) and kept beside the run's database, since the same code cannot sign
 * in twice within its 30 seconds (staff-second-factor.spec.ts signs in through the screens).
 */
export async function demoStaffSession(request: APIRequestContext): Promise<StaffSession> {
  const cached = await readFile(cacheFile, 'utf8').then(
    (text) => JSON.parse(text) as StaffSession,
    () => null,
  );
  if (cached && (await isLive(request, cached))) return cached;
  const session = await signInThroughApi(request);
  await mkdir(dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, JSON.stringify(session));
  return session;
}

/** The staff member's bearer header for the staff API. */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { authorization: `Bearer ${(await demoStaffSession(request)).token}` };
}

/** Opens the console signed in as the demo staff member (the session the console keeps in localStorage). */
export async function openStaffConsole(page: Page): Promise<void> {
  const session = await demoStaffSession(page.request);
  await page.goto('/staff/login');
  await page.evaluate((value) => localStorage.setItem('staff-session', value), JSON.stringify(session));
  await page.goto('/staff');
}

/** Runs the admin CLI (npm run admin -- …) against the journeys' running server, as an operator would. */
export async function adminCli(args: string[]): Promise<string> {
  const root = resolve(import.meta.dirname, '../..');
  const { stdout } = await run(resolve(root, 'node_modules/.bin/tsx'), ['apps/server/src/cli/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E.dataDir, PORT: String(E2E.port), PUBLIC_URL: E2E.baseURL, DATABASE_URL: '' },
  });
  return stdout;
}
