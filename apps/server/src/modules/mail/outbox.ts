import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import type { Language } from '@portal/i18n';
import { type MailKind, type MailVars, render } from './templates/index.ts';

export interface OutgoingMail<Kind extends MailKind> {
  kind: Kind;
  to: string;
  /** The recipient's language: an owner's preferred language, or STAFF_LANGUAGE for staff. */
  language: Language;
  vars: MailVars[Kind];
  /** Where replies go when not to the sender (a support message: the owner who wrote it). */
  replyTo?: string;
}

/**
 * Renders the kind's template and queues the mail inside the caller's transaction, so it is sent if and only if
 * the change commits. The vars are kept as the payload, so tests and staff can read what the mail was about.
 * The worker (worker.ts) delivers it when SMTP_URL is set; otherwise it stays readable in the outbox.
 */
export async function enqueueMail<Kind extends MailKind>(tx: Db | Tx, mail: OutgoingMail<Kind>): Promise<number> {
  const rendered = render(mail.kind, mail.language, mail.vars);
  const [row] = await tx
    .insert(schema.outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      language: mail.language,
      subject: rendered.subject,
      bodyText: rendered.text,
      bodyHtml: rendered.html,
      payload: mail.vars,
    })
    .returning({ id: schema.outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
