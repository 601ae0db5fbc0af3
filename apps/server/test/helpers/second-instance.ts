import { type Database, openDatabase } from '@portal/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/types.ts';
import { postgresUrl } from './paths.ts';
import { appOn } from './test-app.ts';
import type { FileTestContext } from './use-test-app.ts';

/**
 * A second app instance on the file's database, as a second server process would be (decision 079): on
 * PostgreSQL with its own pool and listener connection; embedded, sharing the one PGlite instance (it belongs to one
 * process). Its clock is frozen at `now`. Read `.app` inside a test.
 */
export function useSecondInstance(ctx: FileTestContext, env: Record<string, string>, now: Date): { readonly app: App } {
  let second: App | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    if (ctx.database.kind === 'pglite') {
      database = ctx.database;
    } else {
      const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: { name: string }[];
      };
      database = await openDatabase({ url: postgresUrl(result.rows[0]?.name ?? ''), poolSize: 2 });
    }
    const started = await appOn(database, env);
    started.clock.set(now);
    second = started.app;
  });
  afterAll(async () => {
    await second?.close();
    if (database && database !== ctx.database) await database.close();
  });
  return {
    get app() {
      if (!second) throw new Error('the second instance starts in beforeAll');
      return second;
    },
  };
}
