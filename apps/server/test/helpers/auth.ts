import type { LoginResponse } from '@portal/contract';
import { type Database, openDatabase, schema } from '@portal/db';
import { DEMO_PASSWORD } from '@portal/db/seed';
import { count, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/types.ts';
import { postgresUrl } from './paths.ts';
import { createTestApp, type TestContext } from './test-app.ts';

export { DEMO_PASSWORD };

/**
 * A fresh copy of the demo-seeded template (seeded once per run) and an app on it. Prefer
 * useTestApp({ seeded: true }), which makes one per file and resets between tests.
 */
export function createSeededApp(env: Record<string, string> = {}): Promise<TestContext> {
  return createTestApp(env, { seeded: true });
}

export async function signIn(app: App, username: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LoginResponse;
}

/** The owner API's wire: basic authentication with ownerId:sessionToken, x-owner and x-version (docs/product/sign-in-and-session.md#requests-and-identity). */
export function ownHeaders(login: Pick<LoginResponse, 'token' | 'user'>, owner = String(login.user.userId)) {
  const basic = Buffer.from(`${login.user.userId}:${login.token}`).toString('base64');
  return { authorization: `Basic ${basic}`, 'x-owner': owner, 'x-version': '1.3.0' };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

const COUNTED = {
  owners: schema.owners,
  auth_tokens: schema.authTokens,
  login_failures: schema.loginFailures,
  outbox: schema.outbox,
  audit_log: schema.auditLog,
  owner_app_versions: schema.ownerAppVersions,
};
type CountedTable = keyof typeof COUNTED;

/** Row counts of the tables a request could write, to prove a refused request changed nothing. */
export async function countRows(ctx: TestContext, names: CountedTable[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of names) {
    const [row] = await ctx.database.db.select({ n: count() }).from(COUNTED[name]);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/**
 * The test's database through a connection of its own, as a second server process would see it. PGlite admits one
 * process per directory, so there the same handle is shared (what matters, no state in the app, still holds).
 */
export async function openSecondConnection(ctx: TestContext): Promise<{ database: Database; close(): Promise<void> }> {
  if (ctx.database.kind !== 'postgres') return { database: ctx.database, close: async () => undefined };
  const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = result.rows[0]?.name;
  if (!name) throw new Error('no current database');
  const database = await openDatabase({ url: postgresUrl(name) });
  return { database, close: () => database.close() };
}

export const tables = schema;
