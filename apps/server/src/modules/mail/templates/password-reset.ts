import { t } from '@portal/i18n';
import type { MailTemplate } from './content.ts';

export type PasswordResetVars = {
  name: string;
  link: string;
  expiresInMinutes: number;
};

/** To the owner, in their language: the single-use link to /new-password/{token}. */
export const passwordReset: MailTemplate<PasswordResetVars> = (language, vars) => ({
  subject: t(language, 'mail.passwordReset.subject'),
  blocks: [
    { type: 'paragraph', text: t(language, 'mail.passwordReset.greeting', { name: vars.name }) },
    { type: 'paragraph', text: t(language, 'mail.passwordReset.intro') },
    { type: 'action', label: t(language, 'mail.passwordReset.action'), href: vars.link },
    {
      type: 'paragraph',
      text: `${t(language, 'mail.passwordReset.expiry', { count: vars.expiresInMinutes })} ${t(language, 'mail.passwordReset.ignore')}`,
    },
  ],
});
