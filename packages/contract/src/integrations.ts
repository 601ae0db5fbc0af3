import { API_SCOPES, CHANNEL_FEED_FAILURES, WEBHOOK_EVENT_TYPES } from '@portal/domain';
import { z } from 'zod';
import { idParam, shortText } from './common.ts';

export { API_SCOPES, CHANNEL_FEED_FAILURES, WEBHOOK_EVENT_TYPES };

/**
 * The staff console's side of the connections to other systems (decisions 086–088): channel feeds in, the
 * availability feed out, integration API keys and webhook endpoints. Entry `@portal/contract/integrations`, so no
 * owner page carries it.
 */

const instant = z.string();
const outboundUrl = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, error: 'Expected an http:// or https:// address' }));

export const propertyIdParams = z.object({ propertyId: idParam });
export const channelFeedParams = z.object({ propertyId: idParam, feedId: idParam });

// POST /api/staff/properties/:propertyId/channel-feeds, PUT …/:feedId
export const channelFeedRequest = z.strictObject({
  channel: z.string().trim().min(1).max(60),
  url: outboundUrl,
});
export type ChannelFeedRequest = z.infer<typeof channelFeedRequest>;

export const channelFeed = z.object({
  id: z.number().int(),
  channel: z.string(),
  url: z.string(),
  createdAt: instant,
  lastAttemptAt: instant.nullable(),
  lastSuccessAt: instant.nullable(),
  lastErrorCode: z.enum(CHANNEL_FEED_FAILURES).nullable(),
  /** The failure as the fetcher saw it, in English (the console shows `lastErrorCode` in words). */
  lastError: z.string().nullable(),
  lastHttpStatus: z.number().int().nullable(),
  eventsSeen: z.number().int().nullable(),
  nextFetchAt: instant,
  /** Active reservations this feed made. */
  reservations: z.number().int(),
});
export type ChannelFeed = z.infer<typeof channelFeed>;

export const channelConflict = z.object({
  eventId: z.number().int(),
  channel: z.string(),
  checkIn: instant,
  checkOut: instant,
  guestName: z.string().nullable(),
  stay: z.object({
    id: z.number().int(),
    kind: z.enum(['guest', 'owner', 'manual']),
    confirmationCode: z.string(),
    source: z.string().nullable(),
    checkIn: instant,
    checkOut: instant,
  }),
});
export type ChannelConflict = z.infer<typeof channelConflict>;

export const availabilityFeedView = z.object({
  /** The secret URL channels import; null when there is none. */
  url: z.string().nullable(),
  createdAt: instant.nullable(),
});
export type AvailabilityFeedView = z.infer<typeof availabilityFeedView>;

// GET /api/staff/properties/:propertyId/channels
export const propertyChannelsResponse = z.object({
  property: z.object({
    id: z.number().int(),
    nickname: z.string(),
    timeZone: z.string(),
    ownerId: z.number().int(),
    ownerName: z.string(),
  }),
  feeds: z.array(channelFeed),
  conflicts: z.array(channelConflict),
  availability: availabilityFeedView,
});
export type PropertyChannelsResponse = z.infer<typeof propertyChannelsResponse>;

// GET /api/staff/channel-conflicts: every property's, for the console's overview.
export const allConflictsResponse = z.object({
  conflicts: z.array(
    channelConflict.extend({
      propertyId: z.number().int(),
      propertyNickname: z.string(),
      propertyTimeZone: z.string(),
    }),
  ),
});

// API keys
export const apiKeyParams = z.object({ keyId: idParam });
export const apiKeyRequest = z.strictObject({
  name: z.string().trim().min(1).max(100),
  scopes: z
    .array(z.enum(API_SCOPES))
    .min(1)
    .max(API_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, { message: 'A scope is listed twice' }),
});
export type ApiKeyRequest = z.infer<typeof apiKeyRequest>;
export const apiKeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdAt: instant,
  createdBy: z.string().nullable(),
  lastUsedAt: instant.nullable(),
  revokedAt: instant.nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;
export const apiKeysResponse = z.object({ keys: z.array(apiKeyView) });
/** The key itself is in this answer only; the server keeps its SHA-256. */
export const apiKeyCreated = apiKeyView.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

// Webhook endpoints
export const webhookEndpointParams = z.object({ endpointId: idParam });
export const webhookDeliveryParams = z.object({ deliveryId: idParam });
export const webhookEndpointRequest = z.strictObject({
  url: outboundUrl,
  description: shortText(200).trim().default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, { message: 'An event is listed twice' }),
  /** The signing secret; left out, the server makes one (shown once). */
  secret: z.string().min(16).max(200).optional(),
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequest>;
export const webhookEndpointChange = z.strictObject({
  url: outboundUrl.optional(),
  description: shortText(200).trim().optional(),
  events: webhookEndpointRequest.shape.events.optional(),
  /** false resumes a paused endpoint (its waiting deliveries get another day); true pauses it. */
  isPaused: z.boolean().optional(),
});
export const webhookEndpointView = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: instant,
  failingSince: instant.nullable(),
  pausedAt: instant.nullable(),
  waiting: z.number().int(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;
export const webhookEndpointsResponse = z.object({ endpoints: z.array(webhookEndpointView) });
export const webhookEndpointCreated = webhookEndpointView.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreated>;

export const webhookAttemptView = z.object({
  attemptedAt: instant,
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export const webhookDeliveryView = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: instant,
  state: z.enum(['waiting', 'delivered', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: instant.nullable(),
  lastStatus: z.number().int().nullable(),
  log: z.array(webhookAttemptView),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;
export const webhookDeliveriesResponse = z.object({ deliveries: z.array(webhookDeliveryView) });
