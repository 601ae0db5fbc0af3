import type { Language } from '@portal/i18n';

/** What a template says, already in the recipient's language; the layout turns it into text and HTML. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** Text someone else wrote, shown as they wrote it: its own line breaks, its own direction. */
  | { type: 'quote'; text: string }
  | { type: 'action'; label: string; href: string }
  | { type: 'facts'; rows: { label: string; value: string }[] };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
}

/** One kind of e-mail: its variables (plain JSON, kept in the outbox payload) in, its words in `language` out. */
export type MailTemplate<Vars> = (language: Language, vars: Vars) => MailContent;
