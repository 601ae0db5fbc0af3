import type { FastifyBaseLogger } from 'fastify';
import { repeat } from './lib/repeat.ts';
import { processResetRequests } from './modules/auth/reset-service.ts';
import { FEED_JOB, pollChannelFeeds } from './modules/channels/poll-job.ts';
import { REMINDER_JOB, runDocumentReminders } from './modules/summary/reminder-job.ts';
import { deliverWebhooks, WEBHOOK_JOB } from './modules/webhooks/delivery-job.ts';
import type { AppDeps } from './types.ts';

/**
 * Background work that must not run inside a request: each job handles what is waiting in the database and returns
 * how much it did. Jobs claim their rows (SKIP LOCKED or an advisory lock), so several server processes may run them.
 */
export interface Job {
  name: string;
  run(deps: AppDeps): Promise<number>;
}

export const JOBS: readonly Job[] = [
  { name: 'reset-requests', run: processResetRequests },
  // Daily: one process claims the day's run (lib/job-schedule.ts); other passes find it claimed and stop.
  { name: REMINDER_JOB, run: runDocumentReminders },
  // Channel feeds and webhooks talk to other systems: each pass bounds them by OUTBOUND_TIMEOUT_MS (decision 086).
  { name: FEED_JOB, run: pollChannelFeeds },
  { name: WEBHOOK_JOB, run: deliverWebhooks },
];

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of every background job (the loop in main.ts calls it; tests call it instead of waiting). */
    runJobs(): Promise<Record<string, number>>;
  }
}

/** One pass of every job; a failing job is logged and does not stop the others. `ran` counts them (/metrics). */
export async function runJobsOnce(
  deps: AppDeps,
  log: FastifyBaseLogger,
  ran: (job: string, isFailed: boolean) => void = () => undefined,
): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const job of JOBS) {
    try {
      done[job.name] = await job.run(deps);
      ran(job.name, false);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'background job failed; it runs again on the next pass');
      done[job.name] = 0;
      ran(job.name, true);
    }
  }
  return done;
}

const PASS_MS = 500;

/** Runs a pass about every 500 ms until stopped (main.ts); stop() waits for the pass under way. */
export function startJobs(pass: () => Promise<unknown>, log: FastifyBaseLogger): { stop(): Promise<void> } {
  return repeat(pass, { everyMs: PASS_MS, log, failure: 'background pass failed' });
}
