import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { burstThenKill, describeBurst, expectNothingLost } from './helpers/kill-scenario.ts';
import { postgresUrl } from './helpers/paths.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * kill -9 of a server on PostgreSQL during a burst of writes: every acknowledged write is there
 * after the crash, and no record is half-written.
 */
const ctx = useTestApp({ seeded: true });

describe('crash during writes, PostgreSQL', () => {
  it('kill -9 mid-burst, restart: every acknowledged stay, upload and survey save is there, none half-written', async () => {
    const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = postgresUrl(result.rows[0]?.name ?? '');
    const first = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: 'never' });
    const burst = await burstThenKill(first, 25);
    expect(burst.acknowledged.length).toBeGreaterThanOrEqual(25);

    const second = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: 'never' });
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    await second.stop();

    await expectNothingLost(ctx.database, burst);
    // biome-ignore lint/suspicious/noConsole: the summary line of what was tried
    console.log(`crash recovery (postgres): ${describeBurst(burst)} before kill -9, 0 lost`);
  }, 120_000);

  it('two server processes on one database serve one owner consistently: a stay made on one is seen on the other', async () => {
    const result = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = postgresUrl(result.rows[0]?.name ?? '');
    const [a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL: url, SEED_DEMO: 'never' }),
      startServerProcess({ DATABASE_URL: url, SEED_DEMO: 'never' }),
    ]);
    try {
      const login = await fetch(`${a.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'pordal@example.com', password: 'Owner#2026' }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const auth = { authorization: `Bearer ${token}` };
      const mine = (await (await fetch(`${b.url}/api/pordal/owner-profile`, { headers: auth })).json()) as {
        email: string;
      };
      expect(mine.email).toBe('pordal@example.com');
      const [property] =
        (await ctx.database.db
          .execute(
            sql`SELECT p.id FROM properties p JOIN owners o ON o.id = p.owner_id WHERE o.email = 'pordal@example.com' AND p.is_pordal ORDER BY p.id LIMIT 1`,
          )
          .then((r) => (r as unknown as { rows: { id: number }[] }).rows)) ?? [];
      const day = new Date(Date.now() + 500 * 86_400_000).toISOString().slice(0, 10);
      const out = new Date(Date.now() + 502 * 86_400_000).toISOString().slice(0, 10);
      const created = await fetch(`${a.url}/api/pordal/owner-reservation`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          propertyId: property?.id,
          checkIn: `${day}T15:00`,
          checkOut: `${out}T11:00`,
          occupancy: 1,
          accessAnswer: 'have_both',
        }),
      });
      expect(created.status, await created.clone().text()).toBeLessThan(300);
      const { id } = (await created.json()) as { id: number };
      const seen = await fetch(`${b.url}/api/pordal/owner-reservation/${id}`, { headers: auth });
      expect(seen.status).toBe(200);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);
});
