import { SUPPORT_SUBJECTS, type SupportSubject } from '@portal/contract';
import { localParts } from '@portal/domain';
import { type Language, t } from '@portal/i18n';
import type { MailTemplate } from './content.ts';

/** The subjects the support form offers as codes (docs/product/help.md#the-support-mail); any other subject is the owner's own text. */
const isSubjectCode = (value: string): value is SupportSubject =>
  (SUPPORT_SUBJECTS as readonly string[]).includes(value);

export type SupportMessageVars = {
  messageId: number;
  owner: { id: number; email: string; name: string };
  /** A subject code, or the text the owner chose (a property's nickname), shown as it is. */
  subject: string;
  property: { id: number; nickname: string } | null;
  message: string;
  /** ISO instant, shown on the clock of `timeZone` with the zone named. */
  sentAt: string;
  timeZone: string;
  /** The company person who wrote it while signed in as the owner (admin login link). */
  actingAdmin: string | null;
};

function subjectText(language: Language, subject: string): string {
  return isSubjectCode(subject) ? t(language, `mail.supportMessage.subjects.${subject}`) : subject;
}

/**
 * docs/product/help.md#the-support-mail Support mail, to STAFF_EMAIL in STAFF_LANGUAGE: who wrote, about what, and the message as written. The
 * mail's Reply-To is the owner's address (the outbox row carries it), so staff answer with their mail client.
 */
export const supportMessage: MailTemplate<SupportMessageVars> = (language, vars) => {
  const label = (key: keyof typeof LABELS) => t(language, LABELS[key]);
  const { date, time } = localParts(new Date(vars.sentAt), vars.timeZone);
  const subject = subjectText(language, vars.subject);
  return {
    subject: t(language, 'mail.supportMessage.subject', { name: vars.owner.name, subject }),
    blocks: [
      { type: 'paragraph', text: t(language, 'mail.supportMessage.heading') },
      {
        type: 'facts',
        rows: [
          { label: label('from'), value: vars.owner.name },
          { label: label('email'), value: vars.owner.email },
          { label: label('ownerId'), value: String(vars.owner.id) },
          { label: label('subject'), value: subject },
          {
            label: label('property'),
            value: vars.property
              ? t(language, 'mail.supportMessage.propertyValue', vars.property)
              : t(language, 'mail.supportMessage.noProperty'),
          },
          {
            label: label('sentAt'),
            // To the minute, as the owner-stay notices: `localParts` adds seconds when they are not zero.
            value: t(language, 'mail.supportMessage.sentAtValue', {
              dateTime: `${date} ${time.slice(0, 5)}`,
              zone: vars.timeZone,
            }),
          },
        ],
      },
      ...(vars.actingAdmin
        ? [
            {
              type: 'paragraph' as const,
              text: t(language, 'mail.supportMessage.actingAdmin', { admin: vars.actingAdmin }),
            },
          ]
        : []),
      { type: 'paragraph', text: t(language, 'mail.supportMessage.messageHeading') },
      { type: 'quote', text: vars.message },
    ],
  };
};

const LABELS = {
  from: 'mail.supportMessage.labels.from',
  email: 'mail.supportMessage.labels.email',
  ownerId: 'mail.supportMessage.labels.ownerId',
  subject: 'mail.supportMessage.labels.subject',
  property: 'mail.supportMessage.labels.property',
  sentAt: 'mail.supportMessage.labels.sentAt',
} as const;
