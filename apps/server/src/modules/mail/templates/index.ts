import type { schema } from '@portal/db';
import type { Language } from '@portal/i18n';
import { type BankDetailsChangedVars, bankDetailsChanged } from './bank-details-changed.ts';
import { type ChannelConflictVars, channelConflict } from './channel-conflict.ts';
import type { MailTemplate } from './content.ts';
import { type DocumentExpiryReminderVars, documentExpiryReminder } from './document-expiry-reminder.ts';
import { toHtml, toText } from './layout.ts';
import { type OwnerStayNoticeVars, ownerStayNotice } from './owner-stay-notice.ts';
import { type PasskeyAddedVars, passkeyAdded } from './passkey-added.ts';
import { type PasswordResetVars, passwordReset } from './password-reset.ts';
import { type SupportMessageVars, supportMessage } from './support-message.ts';
import { type WebhookPausedVars, webhookPaused } from './webhook-paused.ts';

export type MailKind = schema.MailKind;

/** The variables of each kind of e-mail; a kind in the outbox's closed list without a template does not compile. */
export type MailVars = {
  password_reset: PasswordResetVars;
  owner_stay_notice: OwnerStayNoticeVars;
  document_expiry_reminder: DocumentExpiryReminderVars;
  bank_details_changed: BankDetailsChangedVars;
  support_message: SupportMessageVars;
  channel_conflict: ChannelConflictVars;
  webhook_paused: WebhookPausedVars;
  passkey_added: PasskeyAddedVars;
};

const TEMPLATES: { [Kind in MailKind]: MailTemplate<MailVars[Kind]> } = {
  password_reset: passwordReset,
  owner_stay_notice: ownerStayNotice,
  document_expiry_reminder: documentExpiryReminder,
  bank_details_changed: bankDetailsChanged,
  support_message: supportMessage,
  channel_conflict: channelConflict,
  webhook_paused: webhookPaused,
  passkey_added: passkeyAdded,
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Every e-mail the server sends is rendered here: subject, plain text and HTML, in `language`. */
export function render<Kind extends MailKind>(kind: Kind, language: Language, vars: MailVars[Kind]): RenderedMail {
  const content = TEMPLATES[kind](language, vars);
  return { subject: content.subject, text: toText(content, language), html: toHtml(content, language) };
}

export type { BankDetailsChangedVars, MaskedBank } from './bank-details-changed.ts';
export type { ChannelConflictVars } from './channel-conflict.ts';
export type { DocumentExpiryReminderVars } from './document-expiry-reminder.ts';
export type { BookingSystem, OwnerStayAction, OwnerStayNoticeVars } from './owner-stay-notice.ts';
export type { PasskeyAddedVars } from './passkey-added.ts';
export type { PasswordResetVars } from './password-reset.ts';
export type { SupportMessageVars } from './support-message.ts';
export type { WebhookPausedVars } from './webhook-paused.ts';
