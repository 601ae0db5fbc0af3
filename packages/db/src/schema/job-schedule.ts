import { pgTable, text, timestamptz } from './columns.ts';

/**
 * When each daily background job runs next. A process claims a run by moving `next_run_at` on (the row locked with
 * SKIP LOCKED, in the run's own transaction), so one process does the day's work and a crash leaves it due.
 */
export const jobSchedule = pgTable('job_schedule', {
  name: text('name').primaryKey(),
  nextRunAt: timestamptz('next_run_at').notNull(),
  lastRunAt: timestamptz('last_run_at'),
});
