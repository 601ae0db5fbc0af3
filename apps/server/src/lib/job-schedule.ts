import { schema, type Tx } from '@portal/db';
import { addDays, localDateOf, zonedInstant } from '@portal/domain';
import { sql } from 'drizzle-orm';

const { jobSchedule } = schema;

/** Daily jobs run at this hour in the company's zone, so their mail reaches owners in the morning. */
export const DAILY_RUN_TIME = '08:00';
export const COMPANY_TIME_ZONE = 'Asia/Dubai';

/** The next daily run after `now`: tomorrow at 08:00 in the company's zone. */
export function nextDailyRun(now: Date): Date {
  return zonedInstant(addDays(localDateOf(now, COMPANY_TIME_ZONE), 1), DAILY_RUN_TIME, COMPANY_TIME_ZONE);
}

/**
 * Claims today's run of a daily job inside the caller's transaction: true for the one process that gets it. A
 * transaction-scoped advisory lock keeps a second process from waiting on the first; the schedule row (created on
 * the first run) moves on only if the run commits, so a crash or an error leaves the run due for the next pass.
 */
export async function claimDailyRun(tx: Tx, name: string, now: Date): Promise<boolean> {
  const locked = (await tx.execute(
    sql`SELECT pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) AS ok`,
  )) as unknown as {
    rows: { ok: boolean }[];
  };
  if (!locked.rows[0]?.ok) return false;
  const next = nextDailyRun(now);
  const claimed = await tx
    .insert(jobSchedule)
    .values({ name, nextRunAt: next, lastRunAt: now })
    .onConflictDoUpdate({
      target: jobSchedule.name,
      set: { nextRunAt: next, lastRunAt: now },
      setWhere: sql`${jobSchedule.nextRunAt} <= ${now}`,
    })
    .returning({ name: jobSchedule.name });
  return claimed.length === 1;
}
