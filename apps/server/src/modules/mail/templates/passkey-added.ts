import type { Language } from '@portal/i18n';
import { t } from '@portal/i18n';
import type { MailTemplate } from './content.ts';

export type PasskeyAddedVars = {
  name: string;
  /** The name the owner gave the passkey (its device). */
  device: string;
  /** The instant it was added (ISO 8601) and the zone it is told in. */
  addedAt: string;
  timeZone: string;
  link: string;
};

/** To the owner, in their language, whenever a passkey is added to their account: one added by someone else shows. */
export const passkeyAdded: MailTemplate<PasskeyAddedVars> = (language: Language, vars) => {
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: vars.timeZone,
  }).format(new Date(vars.addedAt));
  return {
    subject: t(language, 'mail.passkeyAdded.subject'),
    blocks: [
      { type: 'paragraph', text: t(language, 'mail.passkeyAdded.greeting', { name: vars.name }) },
      { type: 'paragraph', text: t(language, 'mail.passkeyAdded.intro', { when }) },
      {
        type: 'facts',
        rows: [
          { label: t(language, 'mail.passkeyAdded.passkey'), value: vars.device },
          { label: t(language, 'mail.passkeyAdded.added'), value: when },
        ],
      },
      { type: 'paragraph', text: t(language, 'mail.passkeyAdded.notYou') },
      { type: 'action', label: t(language, 'mail.passkeyAdded.action'), href: vars.link },
    ],
  };
};
