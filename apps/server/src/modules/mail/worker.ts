import { schema } from '@portal/db';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { repeat } from '../../lib/repeat.ts';
import type { AppDeps } from '../../types.ts';

const POLL_MS = 500;
const BATCH_SIZE = 20;
// A claimed row is hidden from other workers for this long; if this process dies mid-send it is retried after.
const LEASE_MS = 2 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

const { outbox } = schema;

/** What the mailer needs of the app's dependencies (main.ts starts it beside the app). */
export type MailerDeps = Pick<AppDeps, 'config' | 'database' | 'db' | 'now'>;

export interface Mailer {
  stop(): Promise<void>;
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED and pushes their next attempt past a lease in the same statement,
 * so several server processes never send one mail twice and no transaction stays open while SMTP talks.
 */
async function claimDue(deps: MailerDeps, now: Date) {
  const due = deps.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return deps.db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

/**
 * One pass: sends every due mail (text, and HTML when it has it); returns how many were sent. `delivered` hears each
 * attempt (/metrics).
 */
export async function deliverDue(
  deps: MailerDeps,
  transport: Transporter,
  log: FastifyBaseLogger,
  delivered: (isFailed: boolean) => void = () => undefined,
): Promise<number> {
  const rows = await claimDue(deps, deps.now());
  let sent = 0;
  for (const row of rows) {
    try {
      await transport.sendMail({
        from: deps.config.MAIL_FROM,
        to: row.toAddress,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        // The language the mail is written in, so clients can offer translation and screen readers pick a voice.
        headers: { 'Content-Language': row.language },
      });
      await deps.db.update(outbox).set({ sentAt: deps.now(), lastError: null }).where(eq(outbox.id, row.id));
      sent++;
      delivered(false);
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await deps.db
        .update(outbox)
        .set({
          attempts,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(deps.now().getTime() + backoffMs(attempts)),
        })
        .where(eq(outbox.id, row.id));
      log.warn({ outboxId: row.id, attempts, err: message }, 'mail delivery failed; will retry');
      delivered(true);
    }
  }
  return sent;
}

/** Delivers the outbox over SMTP about every 500 ms; without SMTP_URL it does nothing and mail stays in the outbox. */
export function startMailer(deps: MailerDeps, log: FastifyBaseLogger, delivered?: (isFailed: boolean) => void): Mailer {
  const smtpUrl = deps.config.SMTP_URL;
  if (!smtpUrl) {
    log.info('SMTP_URL is not set: mail stays readable in the outbox table');
    return { stop: async () => undefined };
  }
  const transport = createTransport(smtpUrl);
  const loop = repeat(() => deliverDue(deps, transport, log, delivered), {
    everyMs: POLL_MS,
    log,
    failure: 'mail worker pass failed',
  });
  return {
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
