import { hasVisibleText, LANGUAGE_CODES } from '@portal/domain';
import { z } from 'zod';
import { idParam, shortText, wireInteger } from './common.ts';
import { NOTIFICATION_LIST_LIMIT, SUPPORT_MAIL_PER_HOUR, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECTS } from './limits.ts';

export { NOTIFICATION_LIST_LIMIT, SUPPORT_MAIL_PER_HOUR, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECTS };

/** Notifications, FAQ and the support form of docs/product/notifications.md#server-calls, docs/product/help.md#server-calls (own surface), and the live event stream. */

/** A text in each language the company wrote it in; the reader falls back to en. */
export const localizedText = z.object({
  en: shortText(2000).min(1),
  ru: shortText(2000).optional(),
  ar: shortText(2000).optional(),
});
export type LocalizedText = z.infer<typeof localizedText>;

/**
 * docs/product/notifications.md#content: the notification's content, a JSON document. personal_data lists the personal-detail fields (survey field
 * ids) the company asks the owner to look at — non-empty means the modal links to /settings/personal-survey;
 * properties_data lists properties whose details need attention — each links to /settings/summary/{property_id}.
 * title and message are free texts staff wrote (absent for the generated ones).
 */
export const notificationContent = z.object({
  title: localizedText.optional(),
  message: localizedText.optional(),
  personal_data: z.array(shortText(100)).max(50),
  properties_data: z.array(z.object({ nickname: z.string(), property_id: z.number().int() })).max(100),
});
export type NotificationContent = z.infer<typeof notificationContent>;

// GET /api/notifications?guesty_id&limit: unread first, then newest first; at most 10.
export const notificationsQuery = z.object({
  /** The signed-in owner's id as the client knows it; another value answers OWNER_MISMATCH. */
  guesty_id: idParam.optional(),
  limit: wireInteger(1, NOTIFICATION_LIST_LIMIT).default(NOTIFICATION_LIST_LIMIT),
});
/** docs/product/notifications.md#content Notification. content is the JSON document above, serialized (as the spec's API sends it). */
export const notification = z.object({
  id: z.number().int(),
  content: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  /** '1': the notification is about an incomplete survey and leads to it. */
  is_survey: z.enum(['0', '1']),
});
export type Notification = z.infer<typeof notification>;
/** docs/product/notifications.md#server-calls "list": a bare JSON array. */
export const notificationsResponse = z.array(notification);
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

// GET /api/notifications/unread_count: the bell's number (it may exceed the list limit).
export const unreadCountResponse = z.object({ unread: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

// GET /api/readnotification?id_notification&guesty_id: marks one read (idempotent); another owner's id → 404.
export const readNotificationQuery = z.object({ id_notification: idParam, guesty_id: idParam.optional() });

// GET /api/faq[?lang]: docs/product/help.md#server-calls "faq, a JSON string holding questions_by_category"; lang defaults to the owner's.
export const faqQuery = z.object({ lang: z.enum(LANGUAGE_CODES).optional() });
export const faqDocument = z.object({
  questions_by_category: z.array(
    z.object({
      questions_category: z.string(),
      question_and_answer: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
});
export type FaqDocument = z.infer<typeof faqDocument>;
export const faqResponse = z.object({ faq: z.string() });
export type FaqResponse = z.infer<typeof faqResponse>;

/** Support subjects the app offers besides the owner's property nicknames (docs/product/help.md#support-form). */
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

// POST /api/send_contact_mail (form or JSON): full_name, subject, message, owner_email_id.
export const contactMailRequest = z.object({
  full_name: shortText(200).default(''),
  /** 'general_question', 'technical_issue', or a property's nickname (then property_id says which). */
  subject: z.string().trim().min(1).max(200),
  /** docs/product/help.md#support-form: required. Blank (only spaces or invisible characters) counts as missing. */
  message: z.string().trim().min(1, { abort: true }).max(SUPPORT_MESSAGE_MAX).refine(hasVisibleText, 'Required'),
  /** Accepted for the spec's form but never trusted: the reply-to address is the session owner's. */
  owner_email_id: shortText(320).optional(),
  property_id: idParam.optional(),
});
export type ContactMailRequest = z.input<typeof contactMailRequest>;
/** docs/product/help.md#support-form: "success when a flag equals 1". */
export const contactMailResponse = z.object({ success: z.literal(1) });

/**
 * GET /api/events: Server-Sent Events for the signed-in owner (Authorization header, read with fetch streaming).
 * `event: notifications` carries this payload whenever the owner's unread count may have changed; a comment line
 * is sent every 25 s to keep proxies from closing the stream.
 */
export const notificationsEvent = z.object({ unread: z.number().int() });
export type NotificationsEvent = z.infer<typeof notificationsEvent>;

// Staff console: publish a notification, read and handle support messages.

// POST /api/staff/notifications: to one owner, or to every owner of a property.
/** What staff write: the English text and any translation given are not blank (an owner would see an empty title). */
const writtenText = z.object({
  en: shortText(2000).trim().min(1),
  ru: shortText(2000).trim().min(1).optional(),
  ar: shortText(2000).trim().min(1).optional(),
});

export const publishNotificationRequest = z
  .object({
    owner_id: idParam.optional(),
    property_id: idParam.optional(),
    title: writtenText.optional(),
    message: writtenText.optional(),
    /** Ask the owner to look at their personal details (links to /settings/personal-survey). */
    personal_data: z.array(shortText(100)).max(50).default([]),
    /** Link the property's summary (needs property_id). */
    link_property: z.boolean().default(false),
    is_survey: z.boolean().default(false),
  })
  .refine((body) => body.owner_id !== undefined || body.property_id !== undefined, {
    message: 'Give owner_id, property_id or both (both: that owner, about that property)',
    path: ['owner_id'],
  })
  .refine((body) => !body.link_property || body.property_id !== undefined, {
    message: 'link_property needs property_id',
    path: ['link_property'],
  })
  .refine((body) => body.title || body.message || body.personal_data.length > 0 || body.link_property, {
    message: 'An empty notification',
    path: ['message'],
  });
export const publishNotificationResponse = z.object({ created: z.number().int() });

// GET /api/staff/support-messages?handled=0|1
export const supportMessagesQuery = z.object({
  handled: z.enum(['0', '1']).optional(),
  limit: wireInteger(1, 200).default(50),
});
export const supportMessage = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  ownerEmail: z.string(),
  fullName: z.string(),
  subject: z.string(),
  message: z.string(),
  propertyId: z.number().int().nullable(),
  propertyNickname: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof supportMessage>;
export const supportMessagesResponse = z.object({ messages: z.array(supportMessage) });

// POST /api/staff/support-messages/:messageId/handled
export const supportMessageParams = z.object({ messageId: idParam });
