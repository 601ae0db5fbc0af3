import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';

export interface OutgoingMail {
  /** What the mail is for, e.g. 'password_reset' or 'owner_stay'; lets tests and staff find it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  payload?: Record<string, unknown>;
}

/**
 * Queues a mail inside the caller's transaction, so it is sent if and only if the change commits.
 * The worker (worker.ts) delivers it when SMTP_URL is set; otherwise it stays readable in the outbox.
 */
export async function enqueueMail(tx: Db | Tx, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(schema.outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      payload: mail.payload ?? {},
    })
    .returning({ id: schema.outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
