import type { DocumentTypeKey, ReminderThreshold } from '@portal/domain';
import { formatDay, t } from '@portal/i18n';
import type { MailTemplate } from './content.ts';

export type DocumentExpiryReminderVars = {
  name: string;
  documentId: number;
  docType: DocumentTypeKey;
  threshold: ReminderThreshold;
  property: { id: number; nickname: string };
  /** The document's last valid day, YYYY-MM-DD in the property's zone. */
  lastValidDay: string;
  daysLeft: number;
  link: string;
};

/** To the owner, in their language: a document of a property expires soon (60 or 7 days) or a DEWA bill turned 50 days. */
export const documentExpiryReminder: MailTemplate<DocumentExpiryReminderVars> = (language, vars) => {
  const document = t(language, `mail.documentReminder.types.${vars.docType}`);
  // The day in the owner's language ('6 дек. 2026 г.', 'Dec 6, 2026'), as the summary page shows it.
  const date = formatDay(new Date(`${vars.lastValidDay}T00:00:00Z`), 'UTC', language);
  const values = { document, property: vars.property.nickname, date, count: vars.daysLeft };
  const isDewa = vars.threshold === 'dewa_50';
  return {
    subject: t(language, isDewa ? 'mail.documentReminder.subjectDewa' : 'mail.documentReminder.subject', values),
    blocks: [
      { type: 'paragraph', text: t(language, 'mail.documentReminder.greeting', { name: vars.name }) },
      {
        type: 'paragraph',
        text: t(language, isDewa ? 'mail.documentReminder.dewa' : 'mail.documentReminder.expiring', values),
      },
      {
        type: 'facts',
        rows: [
          { label: t(language, 'mail.documentReminder.property'), value: vars.property.nickname },
          { label: t(language, 'mail.documentReminder.document'), value: document },
          { label: t(language, 'mail.documentReminder.validUntil'), value: date },
        ],
      },
      { type: 'paragraph', text: t(language, 'mail.documentReminder.why') },
      { type: 'action', label: t(language, 'mail.documentReminder.action'), href: vars.link },
    ],
  };
};
