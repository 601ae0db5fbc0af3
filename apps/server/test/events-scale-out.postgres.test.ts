import { LISTENER_NAME } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, ownHeaders, signIn, tables } from './helpers/auth.ts';
import { type EventStreamReader, openEventStream } from './helpers/event-stream.ts';
import { postgresUrl } from './helpers/paths.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * On PostgreSQL: the bell is fed by LISTEN/NOTIFY, so a notification written through one server process
 * reaches a stream held open by another. The first process is this test's app; the second a real server process.
 */
const ctx = useTestApp({ seeded: true });
let first = '';
beforeAll(async () => {
  first = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

async function databaseUrl(): Promise<string> {
  const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  return postgresUrl(result.rows[0]?.name ?? '');
}

async function withSecondProcess(run: (second: ServerProcess) => Promise<void>): Promise<void> {
  const second = await startServerProcess({ DATABASE_URL: await databaseUrl(), SEED_DEMO: 'never' });
  try {
    await run(second);
  } finally {
    await second.stop();
  }
}

async function publishThrough(server: string, token: string, ownerId: number, text: string): Promise<void> {
  const response = await fetch(`${server}/api/staff/notifications`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ owner_id: ownerId, message: { en: text } }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Reads counts until `expected` arrives (a reconnect may repeat the current one first). */
async function countReaches(stream: EventStreamReader, expected: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const unread = await stream.nextUnread(Math.max(1, deadline - Date.now()));
    if (unread === expected) return;
  }
}

describe('the bell across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a notification published through a second process reaches a stream open on the first within a second', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const { token } = await createStaffToken(ctx.database.db, 'scale-out@test.local');
    const stream = await openEventStream(`${first}/api/events`, ownHeaders(login));
    expect(await stream.nextUnread()).toBe(4);
    await withSecondProcess(async (second) => {
      await publishThrough(second.url, token, login.user.userId, 'From the second process');
      expect(await stream.nextUnread(1_000)).toBe(5);

      // And the other way: the second process's stream hears a read made through the first.
      const onSecond = await openEventStream(`${second.url}/api/events`, ownHeaders(login));
      expect(await onSecond.nextUnread()).toBe(5);
      const [newest] = await ctx.database.db
        .select({ id: tables.notifications.id })
        .from(tables.notifications)
        .where(eq(tables.notifications.ownerId, login.user.userId))
        .orderBy(sql`id DESC`)
        .limit(1);
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/api/readnotification?id_notification=${newest?.id}`,
        headers: ownHeaders(login),
      });
      expect(read.statusCode).toBe(200);
      expect(await onSecond.nextUnread(1_000)).toBe(4);
      expect(await stream.nextUnread(1_000)).toBe(4);
      onSecond.abort();
    });
    stream.abort();
  }, 120_000);

  it('a listener connection the database drops comes back on its own, and the stream keeps counting', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const { token } = await createStaffToken(ctx.database.db, 'scale-out@test.local');
    const stream = await openEventStream(`${first}/api/events`, ownHeaders(login));
    expect(await stream.nextUnread()).toBe(4);
    const dropped = (await ctx.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`,
    )) as unknown as { rows: { done: boolean }[] };
    expect(dropped.rows).toEqual([{ done: true }]);
    await withSecondProcess(async (second) => {
      await publishThrough(second.url, token, login.user.userId, 'After the drop');
      await countReaches(stream, 5, 10_000);
    });
    stream.abort();
  }, 120_000);
});
