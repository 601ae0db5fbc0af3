import type { Language } from '@portal/i18n';
import { t } from '@portal/i18n';
import type { MailTemplate } from './content.ts';

/** The masked numbers of a bank account: what an e-mail may say of it. */
export interface MaskedBank {
  ibanLast4: string | null;
  accountNumberLast4: string | null;
}

export type BankDetailsChangedVars = {
  name: string;
  /** The property the account pays out for; null for a property not managed yet (onboarding, add a property). */
  property: { id: number; nickname: string } | null;
  /** The instant of the change (ISO 8601) and the zone it is told in. */
  changedAt: string;
  timeZone: string;
  before: MaskedBank | null;
  after: MaskedBank;
  link: string;
};

function describe(language: Language, bank: MaskedBank | null): string {
  const parts = [
    bank?.ibanLast4 ? t(language, 'mail.bankDetailsChanged.iban', { last4: bank.ibanLast4 }) : null,
    bank?.accountNumberLast4
      ? t(language, 'mail.bankDetailsChanged.account', { last4: bank.accountNumberLast4 })
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : t(language, 'mail.bankDetailsChanged.none');
}

/** To the owner, in their language, whenever their bank details change: only the last 4 characters, never more. */
export const bankDetailsChanged: MailTemplate<BankDetailsChangedVars> = (language, vars) => {
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: vars.timeZone,
  }).format(new Date(vars.changedAt));
  const intro = vars.property
    ? t(language, 'mail.bankDetailsChanged.intro', { property: vars.property.nickname, when })
    : t(language, 'mail.bankDetailsChanged.introNew', { when });
  return {
    subject: t(language, 'mail.bankDetailsChanged.subject'),
    blocks: [
      { type: 'paragraph', text: t(language, 'mail.bankDetailsChanged.greeting', { name: vars.name }) },
      { type: 'paragraph', text: intro },
      {
        type: 'facts',
        rows: [
          ...(vars.property
            ? [{ label: t(language, 'mail.bankDetailsChanged.property'), value: vars.property.nickname }]
            : []),
          { label: t(language, 'mail.bankDetailsChanged.before'), value: describe(language, vars.before) },
          { label: t(language, 'mail.bankDetailsChanged.after'), value: describe(language, vars.after) },
        ],
      },
      { type: 'paragraph', text: t(language, 'mail.bankDetailsChanged.notYou') },
      { type: 'action', label: t(language, 'mail.bankDetailsChanged.action'), href: vars.link },
    ],
  };
};
