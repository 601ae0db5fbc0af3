import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookDeliveryView, WebhookEndpointCreated } from '@portal/contract/integrations';
import { schema } from '@portal/db';
import { addDays, localDateOf } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { type HttpStub, startHttpStub } from './helpers/http-stub.ts';
import { multipart, pdfOf } from './helpers/multipart.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { createStaffToken } from './helpers/staff.ts';
import { ONBOARDING_ANSWERS, surveyClient } from './helpers/surveys.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { driverFor, NOW, propertyIdOf } from './owner-stays-fixtures.ts';

/**
 * Webhooks out (decision 088): events written to an outbox in the transaction of the change, delivered by the
 * background job to a real HTTP receiver this file starts, signed, retried with backoff on the test clock, paused
 * after a day of failures.
 */
const STAFF_EMAIL = 'hooks-staff@test.local';
let staffToken = '';
let receiver: HttpStub;
const ctx = useTestApp({
  seeded: true,
  now: NOW,
  env: { STAFF_EMAIL, OUTBOUND_ALLOW: '127.0.0.1', OUTBOUND_TIMEOUT_MS: '2000' },
  setup: async ({ database }) => {
    await database.db.update(schema.properties).set({ npStartDate: null, npEndDate: null });
    staffToken = (await createStaffToken(database.db, 'hooks-console@test.local')).token;
  },
});

beforeAll(async () => {
  receiver = await startHttpStub();
});
afterAll(() => receiver.close());

const MINUTE = 60_000;
const staff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/staff${url}`, headers: bearer(staffToken), ...(payload ? { payload } : {}) });

async function register(path: string, events: string[]): Promise<WebhookEndpointCreated> {
  const response = await staff('POST', '/webhooks', { url: `${receiver.base}${path}`, events, description: 'PMS' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** What a receiver does with the header (docs/integrations.md): recompute the HMAC and refuse stale timestamps. */
function verify(secret: string, header: string | undefined, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!parts.v1 || !Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function ownerStay(checkIn: string, checkOut: string) {
  const propertyId = await propertyIdOf(ctx, 'Palm Villa 7');
  const pordal = driverFor(ctx, 'pordal', await signIn(ctx.app, 'owner@example.com'));
  const created = await pordal.create({ propertyId, checkIn, checkOut, accessAnswer: 'have_both' });
  expect(created.statusCode, created.body).toBe(201);
  return { propertyId, pordal, stayId: created.json().id as number };
}

async function deliveries(endpointId: number): Promise<WebhookDeliveryView[]> {
  const response = await staff('GET', `/webhooks/${endpointId}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().deliveries;
}

describe('webhooks', () => {
  it('signs each delivery, retries with backoff after two failures, and the third arrives', async () => {
    const endpoint = await register('/hooks', ['owner_stay.created', 'owner_stay.cancelled']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const received: { verified: boolean; body: string; event: unknown }[] = [];
    receiver.on('/hooks', (request, response, body) => {
      const verified = verify(
        endpoint.secret,
        request.headers['x-portal-signature'] as string,
        body,
        Math.floor(ctx.clock.now().getTime() / 1000),
      );
      received.push({ verified, body, event: request.headers['x-portal-event'] });
      response.writeHead(received.length <= 2 ? 500 : 204).end();
    });

    const { stayId, propertyId } = await ownerStay('2030-04-02T15:00', '2030-04-04T11:00');
    // Written with the stay, sent later: the request that made the stay sent nothing.
    expect(received).toHaveLength(0);
    expect(await ctx.database.db.select().from(schema.webhookDeliveries)).toHaveLength(1);

    expect(await ctx.app.runJobs()).toMatchObject({ 'webhook-deliveries': 0 });
    expect(received).toHaveLength(1);
    // Not due again before a minute has passed.
    await ctx.app.runJobs();
    expect(received).toHaveLength(1);
    ctx.clock.advance(MINUTE);
    await ctx.app.runJobs();
    expect(received).toHaveLength(2);
    ctx.clock.advance(MINUTE);
    await ctx.app.runJobs();
    expect(received).toHaveLength(2);
    ctx.clock.advance(MINUTE);
    expect(await ctx.app.runJobs()).toMatchObject({ 'webhook-deliveries': 1 });
    expect(received.map((entry) => [entry.verified, entry.event])).toEqual([
      [true, 'owner_stay.created'],
      [true, 'owner_stay.created'],
      [true, 'owner_stay.created'],
    ]);
    // A body changed on the way would not verify.
    const last = received[2]?.body ?? '';
    const header = receiver.requests.at(-1)?.headers['x-portal-signature'] as string;
    expect(verify(endpoint.secret, header, last.replace('2030', '2031'), Math.floor(NOW.getTime() / 1000) + 180)).toBe(
      false,
    );
    expect(JSON.parse(last)).toMatchObject({
      type: 'owner_stay.created',
      data: {
        stay: { id: stayId, status: 'confirmed', checkIn: '2030-04-02T11:00:00.000Z', nights: 2 },
        property: { id: propertyId, bookingSystem: 'pordal', legacyListingId: null, pordalId: expect.any(String) },
        owner: { email: 'owner@example.com', legacyId: expect.any(String), pordalId: expect.any(String) },
      },
    });

    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 204, nextAttemptAt: null });
    expect(delivery?.log.map((attempt) => [attempt.attemptedAt, attempt.status])).toEqual([
      [NOW.toISOString(), 500],
      [new Date(NOW.getTime() + MINUTE).toISOString(), 500],
      [new Date(NOW.getTime() + 3 * MINUTE).toISOString(), 204],
    ]);

    // Resent from the console: the same event again, as a new delivery.
    expect((await staff('POST', `/webhook-deliveries/${delivery?.id}/resend`)).statusCode).toBe(200);
    await ctx.app.runJobs();
    expect(JSON.parse(received[3]?.body ?? '{}').id).toBe(JSON.parse(last).id);
    expect((await deliveries(endpoint.id)).map((d) => d.state)).toEqual(['delivered', 'delivered']);
  });

  it('delivers an event once when two passes run at once (as two server processes would)', async () => {
    const endpoint = await register('/once', ['owner_stay.created']);
    let received = 0;
    receiver.on('/once', (_request, response) => {
      received++;
      response.writeHead(200).end();
    });
    await ownerStay('2030-04-14T15:00', '2030-04-16T11:00');
    await Promise.all([ctx.app.runJobs(), ctx.app.runJobs()]);
    expect(received).toBe(1);
    expect((await deliveries(endpoint.id)).map((d) => [d.state, d.attempts])).toEqual([['delivered', 1]]);
  });

  it('tells each endpoint only the events it asked for', async () => {
    const stays = await register('/stays', ['owner_stay.cancelled']);
    const bank = await register('/bank', ['bank_details.changed', 'support_message.sent']);
    const bodies: Record<string, string[]> = { '/stays': [], '/bank': [] };
    for (const path of ['/stays', '/bank']) {
      receiver.on(path, (_request, response, body) => {
        bodies[path]?.push(body);
        response.writeHead(200).end();
      });
    }
    const { pordal, stayId } = await ownerStay('2030-04-10T15:00', '2030-04-12T11:00');
    expect((await pordal.cancel(stayId)).statusCode).toBe(200);
    const login = await signIn(ctx.app, 'owner@example.com');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_contact_mail',
      headers: ownHeaders(login),
      payload: { subject: 'technical_issue', message: 'The door code does not work' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await ctx.app.runJobs();
    expect(bodies['/stays']?.map((body) => JSON.parse(body).type)).toEqual(['owner_stay.cancelled']);
    expect(bodies['/bank']?.map((body) => JSON.parse(body).type)).toEqual(['support_message.sent']);
    expect(JSON.parse(bodies['/bank']?.[0] ?? '{}').data.message.message).toBe('The door code does not work');
    expect((await deliveries(stays.id)).length + (await deliveries(bank.id)).length).toBe(2);
  });

  it('tells of a completed survey, changed bank details (never their numbers) and an uploaded document', async () => {
    ctx.clock.set(SEEDED_AT);
    const endpoint = await register('/owners', ['survey.completed', 'bank_details.changed', 'document.uploaded']);
    const bodies: string[] = [];
    receiver.on('/owners', (_request, response, body) => {
      bodies.push(body);
      response.writeHead(200).end();
    });
    const newcomer = ownHeaders(await signIn(ctx.app, 'new@example.com'));
    const surveys = surveyClient(ctx);
    expect((await surveys.reauthenticate(newcomer)).statusCode).toBe(200);
    const sections = Object.entries(ONBOARDING_ANSWERS).map(([id, answers]) => ({ id, answers }));
    const saved = await surveys.post(newcomer, 'propertyId=null', { sections, completed: true });
    expect(saved.statusCode, saved.body).toBe(200);

    const owner = await signIn(ctx.app, 'owner@example.com');
    const marina = await propertyIdOf(ctx, 'Marina Gate 1204');
    const form = multipart([
      { name: 'doc_type_id', value: '1' },
      { name: 'expires_at', value: addDays(localDateOf(SEEDED_AT, 'Asia/Dubai'), 200) },
      { name: 'propertyId', value: String(marina) },
      { name: 'is_file', value: 'true' },
      { name: 'doc_file', fileName: 'passport.pdf', contentType: 'application/pdf', bytes: pdfOf(2048) },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/owner_document',
      headers: { ...ownHeaders(owner), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    await ctx.app.runJobs();
    const events = bodies.map((body) => JSON.parse(body));
    expect(events.map((event) => event.type).sort()).toEqual([
      'bank_details.changed',
      'document.uploaded',
      'survey.completed',
    ]);
    const byType = Object.fromEntries(events.map((event) => [event.type, event.data]));
    expect(byType['survey.completed']).toMatchObject({
      survey: { kind: 'onboarding' },
      owner: { email: 'new@example.com' },
    });
    expect(byType['document.uploaded']).toMatchObject({
      document: { type: 'passport', isReplacement: false },
      property: { id: marina },
    });
    // Not the IBAN, not even its last four.
    expect(JSON.stringify(byType['bank_details.changed'])).not.toMatch(/AE07|0123|IBAN|iban/i);
    expect((await deliveries(endpoint.id)).every((delivery) => delivery.state === 'delivered')).toBe(true);
  });

  it('pauses an endpoint that failed for a day, tells staff, and sends what waited once it is resumed', async () => {
    const endpoint = await register('/down', ['owner_stay.created']);
    let isUp = false;
    receiver.on('/down', (_request, response) => response.writeHead(isUp ? 200 : 503).end());
    await ownerStay('2030-04-20T15:00', '2030-04-22T11:00');
    for (let hour = 0; hour <= 25; hour++) {
      await ctx.app.runJobs();
      ctx.clock.advance(60 * MINUTE);
    }
    const [view] = (await staff('GET', '/webhooks')).json().endpoints;
    expect(view).toMatchObject({ id: endpoint.id, failingSince: NOW.toISOString(), waiting: 1 });
    expect(view.pausedAt).not.toBeNull();
    const attemptsBefore = (await deliveries(endpoint.id))[0]?.attempts ?? 0;
    expect(attemptsBefore).toBeGreaterThan(20);
    const mails = await ctx.database.db.select().from(schema.outbox).where(eq(schema.outbox.kind, 'webhook_paused'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: STAFF_EMAIL, language: 'en' });
    expect(mails[0]?.subject).toBe(`Webhook endpoint paused: ${receiver.base}/down`);

    // Paused: nothing more is tried.
    ctx.clock.advance(2 * 60 * MINUTE);
    await ctx.app.runJobs();
    expect((await deliveries(endpoint.id))[0]?.attempts).toBe(attemptsBefore);

    isUp = true;
    const resumed = await staff('PATCH', `/webhooks/${endpoint.id}`, { isPaused: false });
    expect(resumed.json().endpoints[0]).toMatchObject({ pausedAt: null, failingSince: null });
    await ctx.app.runJobs();
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: 'delivered', lastStatus: 200 });
    const audit = await ctx.database.db
      .select({ action: schema.auditLog.action, actor: schema.auditLog.actorKind })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, 'webhook_endpoint'))
      .orderBy(schema.auditLog.id);
    expect(audit).toEqual([
      { action: 'webhook_endpoint.created', actor: 'staff' },
      { action: 'webhook_endpoint.paused', actor: 'system' },
      { action: 'webhook_endpoint.resumed', actor: 'staff' },
    ]);
  });

  it('never reaches an address the configuration does not allow', async () => {
    const response = await staff('POST', '/webhooks', {
      url: 'http://[::1]:9/hook',
      events: ['owner_stay.created'],
      secret: 'a-secret-of-sixteen-chars',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().secret).toBe('a-secret-of-sixteen-chars');
    await ownerStay('2030-04-25T15:00', '2030-04-27T11:00');
    await ctx.app.runJobs();
    const [delivery] = await deliveries(response.json().id);
    expect(delivery?.log).toEqual([expect.objectContaining({ status: null, error: 'refused_address' })]);
  });
});
