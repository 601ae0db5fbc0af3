/**
 * How far the journeys' clock runs ahead of (or behind) the machine's: 0 normally. scripts/e2e-dates.mjs sets
 * E2E_CLOCK_OFFSET_MS once for a run, and both the server (e2e/support/server.ts) and every browser context
 * (fixtures.ts) read it, so the demo data, the server's "today" and the page's `new Date()` agree on the day.
 */
export function clockOffsetMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.E2E_CLOCK_OFFSET_MS ?? '';
  if (raw === '') return 0;
  const offset = Number(raw);
  if (!Number.isFinite(offset)) throw new Error(`E2E_CLOCK_OFFSET_MS must be a number of milliseconds, not ${raw}`);
  return offset;
}

/** The journeys' "now" on the test side: the machine's clock moved by the run's offset. */
export function e2eNow(): Date {
  return new Date(Date.now() + clockOffsetMs());
}
