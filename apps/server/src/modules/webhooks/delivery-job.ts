import { schema } from '@portal/db';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { addressPolicy } from '../../lib/address-ranges.ts';
import { OutboundError, outboundRequest } from '../../lib/outbound.ts';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { SIGNATURE_HEADER, signatureOf } from './sign.ts';

const { webhookEndpoints, webhookEvents, webhookDeliveries, webhookAttempts } = schema;

export const WEBHOOK_JOB = 'webhook-deliveries';
const BATCH_SIZE = 10;
// A claimed delivery is hidden from other processes this long; if this one dies mid-request it is tried again after.
const LEASE_MS = 2 * 60_000;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** An endpoint failing this long without one success is paused and staff are told (decision 088). */
export const PAUSE_AFTER_MS = 24 * 60 * 60_000;
/** What is read of a receiver's answer: only its status matters. */
const ANSWER_MAX_BYTES = 64 * 1024;

/** 1, 2, 4 … minutes after each failed attempt, at most an hour. */
export function webhookBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

type Delivery = typeof webhookDeliveries.$inferSelect;

/** Claims due deliveries of endpoints that are not paused, FOR UPDATE SKIP LOCKED, moving each past a lease. */
async function claimDue(deps: AppDeps, now: Date): Promise<Delivery[]> {
  const due = deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        isNull(webhookDeliveries.deliveredAt),
        isNull(webhookDeliveries.failedAt),
        lte(webhookDeliveries.nextAttemptAt, now),
        isNull(webhookEndpoints.pausedAt),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(BATCH_SIZE)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return deps.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

interface Answer {
  status: number | null;
  error: string | null;
  durationMs: number;
}

/** One signed POST (no redirects followed: a receiver answers where it was registered). */
async function post(deps: AppDeps, delivery: Delivery, now: Date): Promise<Answer | null> {
  const [row] = await deps.db
    .select({ endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookEndpoints)
    .innerJoin(webhookEvents, eq(webhookEvents.id, delivery.eventId))
    .where(eq(webhookEndpoints.id, delivery.endpointId));
  if (!row) return null;
  const body = JSON.stringify({
    id: row.event.id,
    type: row.event.type,
    createdAt: row.event.createdAt.toISOString(),
    data: row.event.payload,
  });
  const seconds = Math.floor(now.getTime() / 1000);
  const started = performance.now();
  try {
    const response = await outboundRequest(addressPolicy(deps.config.OUTBOUND_ALLOW), {
      url: row.endpoint.url,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'OwnerPortal-Webhooks/1.0',
        'x-portal-event': row.event.type,
        'x-portal-delivery': String(delivery.id),
        [SIGNATURE_HEADER]: signatureOf(deps.secrets.decrypt(row.endpoint.secretSealed), seconds, body),
      },
      body,
      timeoutMs: deps.config.OUTBOUND_TIMEOUT_MS,
      maxBytes: ANSWER_MAX_BYTES,
      maxRedirects: 0,
    });
    return { status: response.status, error: null, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    // An answer too big to read was still an answer; the receiver's status is what counts, and it was not read.
    return { status: null, error: error.failure, durationMs: Math.round(performance.now() - started) };
  }
}

/** Writes the attempt and what follows from it, in one transaction: done, another try later, given up, or paused. */
async function recordAttempt(deps: AppDeps, delivery: Delivery, answer: Answer, now: Date): Promise<boolean> {
  const isDelivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const attempts = delivery.attempts + 1;
  await deps.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attemptedAt: now, ...answer });
    if (isDelivered) {
      await tx
        .update(webhookDeliveries)
        .set({ deliveredAt: now, attempts, lastStatus: answer.status })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, delivery.endpointId));
      return;
    }
    const next = new Date(now.getTime() + webhookBackoffMs(attempts));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
      .where(eq(webhookEndpoints.id, delivery.endpointId))
      .returning();
    const failingSince = endpoint?.failingSince ?? now;
    const isExhausted = next > delivery.retryUntil;
    // Out of retries while the endpoint has not answered once since this event: the endpoint is down, not this
    // event; it is paused and the delivery waits for it. Out of retries alone: this delivery has failed.
    const isDown =
      now.getTime() - failingSince.getTime() >= PAUSE_AFTER_MS || (isExhausted && failingSince <= delivery.createdAt);
    await tx
      .update(webhookDeliveries)
      .set({
        attempts,
        lastStatus: answer.status,
        nextAttemptAt: next,
        ...(isExhausted && !isDown ? { failedAt: now } : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (!endpoint || endpoint.pausedAt || !isDown) return;
    await tx.update(webhookEndpoints).set({ pausedAt: now }).where(eq(webhookEndpoints.id, endpoint.id));
    await enqueueMail(tx, {
      kind: 'webhook_paused',
      to: deps.config.STAFF_EMAIL,
      language: deps.config.STAFF_LANGUAGE,
      vars: {
        endpoint: { id: endpoint.id, url: endpoint.url, description: endpoint.description },
        failingSince: failingSince.toISOString(),
        pausedAt: now.toISOString(),
        lastStatus: answer.status,
        lastError: answer.error,
        link: `${deps.config.publicUrl}/staff/integrations`,
      },
    });
    await recordAudit(tx, {
      actor: { kind: 'system', name: 'webhook deliveries' },
      action: 'webhook_endpoint.paused',
      subject: { ownerId: null, entity: 'webhook_endpoint', entityId: endpoint.id },
      details: { failingSince: failingSince.toISOString(), lastStatus: answer.status, lastError: answer.error },
      at: now,
    });
  });
  return isDelivered;
}

/** One pass of the delivery job: claims up to ten due deliveries and sends them side by side; returns how many arrived. */
export async function deliverWebhooks(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const claimed = await claimDue(deps, now);
  const results = await Promise.all(
    claimed.map(async (delivery) => {
      const answer = await post(deps, delivery, now);
      return answer ? recordAttempt(deps, delivery, answer, now) : false;
    }),
  );
  return results.filter(Boolean).length;
}
