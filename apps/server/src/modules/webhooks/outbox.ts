import { type Db, schema, type Tx } from '@portal/db';
import type { WebhookEventType } from '@portal/domain';
import { arrayContains } from 'drizzle-orm';

const { webhookEndpoints, webhookEvents, webhookDeliveries } = schema;

/** A delivery is retried with backoff for this long, then given up (decision 088). */
export const RETRY_FOR_MS = 24 * 60 * 60_000;

/**
 * Records an event for every endpoint that asked for its type, in the caller's transaction (the change it tells
 * about), so it is sent if and only if the change commits; the delivery job sends it later, never this request. A
 * paused endpoint's deliveries wait for it. Nothing is read or written beyond one query when no endpoint asked for the
 * type: the payload is made only when someone will receive it.
 */
export async function emitWebhookEvent(
  tx: Db | Tx,
  event: { type: WebhookEventType; payload: () => Promise<Record<string, unknown>>; at: Date },
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(arrayContains(webhookEndpoints.events, [event.type]));
  if (endpoints.length === 0) return;
  const [row] = await tx
    .insert(webhookEvents)
    .values({ type: event.type, payload: await event.payload(), createdAt: event.at })
    .returning({ id: webhookEvents.id });
  if (!row) throw new Error('webhook event insert returned no row');
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      eventId: row.id,
      endpointId: endpoint.id,
      createdAt: event.at,
      nextAttemptAt: event.at,
      retryUntil: new Date(event.at.getTime() + RETRY_FOR_MS),
    })),
  );
}
