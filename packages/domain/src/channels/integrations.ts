/** What a webhook endpoint can be told about (decision 088); each is sent as it happens, from the outbox. */
export const WEBHOOK_EVENT_TYPES = [
  'owner_stay.created',
  'owner_stay.updated',
  'owner_stay.cancelled',
  'support_message.sent',
  'survey.completed',
  'bank_details.changed',
  'document.uploaded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What an integration API key may do (decision 087): each write section and each read, granted one by one. */
export const API_SCOPES = [
  'owners:write',
  'properties:write',
  'reservations:write',
  'owner_blocks:write',
  'tasks:write',
  'invoices:write',
  'statements:write',
  'owner_stays:read',
  'support_messages:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Why the last fetch of a channel feed failed; the console puts each into words. */
export const CHANNEL_FEED_FAILURES = [
  'bad_url',
  'refused_address',
  'timeout',
  'too_large',
  'too_many_redirects',
  'network',
  'http_status',
  'not_icalendar',
  'busy',
] as const;
export type ChannelFeedFailure = (typeof CHANNEL_FEED_FAILURES)[number];
