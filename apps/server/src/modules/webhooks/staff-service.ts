import { randomBytes } from 'node:crypto';
import type {
  WebhookDeliveryView,
  WebhookEndpointCreated,
  WebhookEndpointView,
  webhookEndpointChange,
  webhookEndpointRequest,
} from '@portal/contract/integrations';
import { schema, type Tx } from '@portal/db';
import type { WebhookEventType } from '@portal/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { RETRY_FOR_MS } from './outbox.ts';

const { webhookEndpoints, webhookEvents, webhookDeliveries, webhookAttempts } = schema;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function view(row: EndpointRow, waiting: number): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    waiting,
  };
}

/** GET /api/staff/webhooks: every endpoint with how many deliveries wait for it. */
export async function listEndpoints(deps: AppDeps): Promise<WebhookEndpointView[]> {
  const rows = await deps.db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
  const waiting = await deps.db
    .select({ endpointId: webhookDeliveries.endpointId, waiting: count() })
    .from(webhookDeliveries)
    .where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt)))
    .groupBy(webhookDeliveries.endpointId);
  return rows.map((row) => view(row, waiting.find((entry) => entry.endpointId === row.id)?.waiting ?? 0));
}

async function lockedEndpoint(tx: Tx, endpointId: number): Promise<EndpointRow> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such webhook endpoint');
  return row;
}

/** POST /api/staff/webhooks: the secret (given or made here, `whsec_…`) is in this answer only; it is kept sealed. */
export async function createEndpoint(
  deps: AppDeps,
  member: StaffPrincipal,
  body: z.output<typeof webhookEndpointRequest>,
): Promise<WebhookEndpointCreated> {
  const secret = body.secret ?? `whsec_${randomBytes(32).toString('base64url')}`;
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        url: body.url,
        description: body.description,
        events: body.events,
        secretSealed: deps.secrets.encrypt(secret),
        createdByStaffId: member.staffId,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('webhook endpoint insert returned no row');
    await recordAudit(tx, {
      actor: actorOf(member),
      action: 'webhook_endpoint.created',
      subject: { ownerId: null, entity: 'webhook_endpoint', entityId: created.id },
      details: { host: new URL(body.url).host, events: body.events },
      at: now,
    });
    return created;
  });
  return { ...view(row, 0), secret };
}

/**
 * PATCH /api/staff/webhooks/:endpointId: its URL, description or events, or paused and resumed. Resuming clears the
 * failure run and gives every waiting delivery another day from now.
 */
export async function changeEndpoint(
  deps: AppDeps,
  member: StaffPrincipal,
  endpointId: number,
  body: z.output<typeof webhookEndpointChange>,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockedEndpoint(tx, endpointId);
    const isResumed = body.isPaused === false && row.pausedAt !== null;
    const isPaused = body.isPaused === true && row.pausedAt === null;
    await tx
      .update(webhookEndpoints)
      .set({
        ...(body.url === undefined ? {} : { url: body.url }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.events === undefined ? {} : { events: body.events }),
        ...(isResumed ? { pausedAt: null, failingSince: null } : {}),
        ...(isPaused ? { pausedAt: now } : {}),
      })
      .where(eq(webhookEndpoints.id, endpointId));
    if (isResumed) {
      await tx
        .update(webhookDeliveries)
        .set({
          nextAttemptAt: now,
          retryUntil: sql`greatest(${webhookDeliveries.retryUntil}, ${new Date(now.getTime() + RETRY_FOR_MS)})`,
        })
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            isNull(webhookDeliveries.deliveredAt),
            isNull(webhookDeliveries.failedAt),
          ),
        );
    }
    await recordAudit(tx, {
      actor: actorOf(member),
      action: isResumed
        ? 'webhook_endpoint.resumed'
        : isPaused
          ? 'webhook_endpoint.paused'
          : 'webhook_endpoint.changed',
      subject: { ownerId: null, entity: 'webhook_endpoint', entityId: endpointId },
      details: {
        ...(body.url === undefined ? {} : { host: new URL(body.url).host }),
        ...(body.events === undefined ? {} : { events: body.events }),
      },
      at: now,
    });
  });
}

/** DELETE /api/staff/webhooks/:endpointId: the endpoint and its deliveries go. */
export async function removeEndpoint(deps: AppDeps, member: StaffPrincipal, endpointId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockedEndpoint(tx, endpointId);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    await recordAudit(tx, {
      actor: actorOf(member),
      action: 'webhook_endpoint.removed',
      subject: { ownerId: null, entity: 'webhook_endpoint', entityId: endpointId },
      details: { host: new URL(row.url).host },
      at: deps.now(),
    });
  });
}

/** GET /api/staff/webhooks/:endpointId/deliveries: the newest 50, each with every attempt's answer. */
export async function listDeliveries(deps: AppDeps, endpointId: number): Promise<WebhookDeliveryView[]> {
  const [endpoint] = await deps.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw new AppError('NOT_FOUND', 'No such webhook endpoint');
  const rows = await deps.db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(50);
  const ids = rows.map((row) => row.delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await deps.db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  return rows.map(({ delivery, type }) => {
    const isWaiting = delivery.deliveredAt === null && delivery.failedAt === null;
    return {
      id: delivery.id,
      eventId: delivery.eventId,
      eventType: type,
      createdAt: delivery.createdAt.toISOString(),
      state: delivery.deliveredAt ? 'delivered' : delivery.failedAt ? 'failed' : 'waiting',
      attempts: delivery.attempts,
      nextAttemptAt: isWaiting ? delivery.nextAttemptAt.toISOString() : null,
      lastStatus: delivery.lastStatus,
      log: attempts
        .filter((attempt) => attempt.deliveryId === delivery.id)
        .map((attempt) => ({
          attemptedAt: attempt.attemptedAt.toISOString(),
          status: attempt.status,
          error: attempt.error,
          durationMs: attempt.durationMs,
        })),
    };
  });
}

/** POST /api/staff/webhook-deliveries/:deliveryId/resend: the same event again, as a new delivery due now. */
export async function resendDelivery(deps: AppDeps, member: StaffPrincipal, deliveryId: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [delivery] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    if (!delivery) throw new AppError('NOT_FOUND', 'No such delivery');
    const [created] = await tx
      .insert(webhookDeliveries)
      .values({
        eventId: delivery.eventId,
        endpointId: delivery.endpointId,
        createdAt: now,
        nextAttemptAt: now,
        retryUntil: new Date(now.getTime() + RETRY_FOR_MS),
      })
      .returning({ id: webhookDeliveries.id });
    await recordAudit(tx, {
      actor: actorOf(member),
      action: 'webhook_delivery.resent',
      subject: { ownerId: null, entity: 'webhook_delivery', entityId: deliveryId },
      details: { eventId: delivery.eventId, endpointId: delivery.endpointId, newDeliveryId: created?.id ?? null },
      at: now,
    });
  });
}
