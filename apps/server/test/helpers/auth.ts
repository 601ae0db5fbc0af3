import type { LoginResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { DEMO_PASSWORD, seedDemo } from '@portal/db/seed';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/types.ts';
import { createTestApp, type TestContext } from './test-app.ts';

export { DEMO_PASSWORD };

/** A fresh database with the demo owners, and an app on it. */
export async function createSeededApp(env: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestApp(env);
  await seedDemo(ctx.database.db);
  return ctx;
}

export async function signIn(app: App, username: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LoginResponse;
}

/** The owner API's wire: basic authentication with ownerId:sessionToken, x-owner and x-version (spec §6). */
export function ownHeaders(login: Pick<LoginResponse, 'token' | 'user'>, owner = String(login.user.userId)) {
  const basic = Buffer.from(`${login.user.userId}:${login.token}`).toString('base64');
  return { authorization: `Basic ${basic}`, 'x-owner': owner, 'x-version': '1.3.0' };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

type CountedTable = 'owners' | 'auth_tokens' | 'login_failures' | 'outbox' | 'audit_log' | 'owner_app_versions';

/** Row counts of the tables a request could write, to prove a refused request changed nothing. */
export async function countRows(ctx: TestContext, tables: CountedTable[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await ctx.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    counts[table] = Number((result.rows[0] as { n: number }).n);
  }
  return counts;
}

export const tables = schema;
