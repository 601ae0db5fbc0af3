import { type Language, t } from '@portal/i18n';
import type { MailTemplate } from './content.ts';

export type WebhookPausedVars = {
  endpoint: { id: number; url: string; description: string };
  /** ISO instants: the first failure of the run, and the pause. */
  failingSince: string;
  pausedAt: string;
  lastStatus: number | null;
  lastError: string | null;
  link: string;
};

/** To STAFF_EMAIL in STAFF_LANGUAGE when an endpoint has failed for a day and is paused (decision 088). */
export const webhookPaused: MailTemplate<WebhookPausedVars> = (language: Language, vars) => {
  const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
  const last =
    vars.lastStatus !== null
      ? t(language, 'mail.webhookPaused.status', { status: vars.lastStatus })
      : (vars.lastError ?? '-');
  return {
    subject: t(language, 'mail.webhookPaused.subject', { url: vars.endpoint.url }),
    blocks: [
      { type: 'paragraph', text: t(language, 'mail.webhookPaused.heading') },
      {
        type: 'facts',
        rows: [
          { label: t(language, 'mail.webhookPaused.labels.url'), value: vars.endpoint.url },
          ...(vars.endpoint.description
            ? [{ label: t(language, 'mail.webhookPaused.labels.description'), value: vars.endpoint.description }]
            : []),
          { label: t(language, 'mail.webhookPaused.labels.failingSince'), value: when(vars.failingSince) },
          { label: t(language, 'mail.webhookPaused.labels.lastAnswer'), value: last },
        ],
      },
      { type: 'paragraph', text: t(language, 'mail.webhookPaused.whatNow') },
      { type: 'action', label: t(language, 'mail.webhookPaused.action'), href: vars.link },
    ],
  };
};
