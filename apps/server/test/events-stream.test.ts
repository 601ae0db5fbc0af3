import { schema } from '@portal/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { announceUnreadChanged, type Heartbeat, MAX_STREAMS_PER_OWNER } from '../src/modules/notifications/live.ts';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { type EventStreamReader, openEventStream, waitUntil } from './helpers/event-stream.ts';
import { createStaffToken } from './helpers/staff.ts';
import { appOn } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/** The keep-alive beat, driven by the test instead of a 25 s timer. */
const beats = new Set<() => void>();
const heartbeat: Heartbeat = (beat) => {
  beats.add(beat);
  return () => beats.delete(beat);
};
const beat = () => {
  for (const each of beats) each();
};

const ctx = useTestApp({ seeded: true, heartbeat });
let base = '';
beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

async function ownerStream(email = 'owner@example.com'): Promise<EventStreamReader & { headers: Headers }> {
  const login = await signIn(ctx.app, email);
  return openEventStream(`${base}/api/events`, { ...ownHeaders(login), 'accept-encoding': 'br, gzip' });
}

function within(ms: number, promise: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function staffToken(): Promise<string> {
  const { token } = await createStaffToken(ctx.database.db, 'events-staff@test.local');
  return token;
}

async function ownerId(email: string): Promise<number> {
  const [owner] = await ctx.database.db.select().from(schema.owners).where(eq(schema.owners.email, email));
  if (!owner) throw new Error(`no ${email}`);
  return owner.id;
}

async function publish(token: string, body: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/notifications',
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/events: the bell, live', () => {
  it('sends the unread count at once, then the new count when staff publish and when the owner reads one', async () => {
    const stream = await ownerStream();
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Never compressed or cached: each event must leave at once.
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(await stream.nextUnread()).toBe(4);

    const token = await staffToken();
    await publish(token, { owner_id: await ownerId('owner@example.com'), message: { en: 'Hello' } });
    expect(await stream.nextUnread()).toBe(5);

    const login = await signIn(ctx.app, 'owner@example.com');
    const [unread] = await ctx.database.db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(and(eq(schema.notifications.ownerId, login.user.userId), isNull(schema.notifications.readAt)))
      .orderBy(asc(schema.notifications.id))
      .limit(1);
    const read = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/readnotification?id_notification=${unread?.id}`,
        headers: ownHeaders(login),
      });
    expect((await read()).statusCode).toBe(200);
    expect(await stream.nextUnread()).toBe(4);

    // Reading it again changes nothing and announces nothing: the next thing on the stream is the keep-alive.
    expect((await read()).statusCode).toBe(200);
    beat();
    expect(await stream.next()).toEqual({ event: null, data: null, comment: 'keep-alive' });
    stream.abort();
  });

  it("tells nobody else: another owner's notification and a rolled-back write reach no stream", async () => {
    const stream = await ownerStream();
    expect(await stream.nextUnread()).toBe(4);
    const token = await staffToken();
    await publish(token, { owner_id: await ownerId('legacy@example.com'), message: { en: 'Not for Olivia' } });
    const olivia = await ownerId('owner@example.com');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await announceUnreadChanged(tx, olivia);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    beat();
    expect(await stream.next()).toMatchObject({ comment: 'keep-alive' });
    stream.abort();
  });

  it('feeds every stream the owner has open (two devices)', async () => {
    const phone = await ownerStream();
    const laptop = await ownerStream();
    expect(await phone.nextUnread()).toBe(4);
    expect(await laptop.nextUnread()).toBe(4);
    const token = await staffToken();
    await publish(token, { owner_id: await ownerId('owner@example.com'), title: { en: 'Two devices' } });
    expect(await phone.nextUnread()).toBe(5);
    expect(await laptop.nextUnread()).toBe(5);
    phone.abort();
    laptop.abort();
  });

  it('holds at most MAX_STREAMS_PER_OWNER streams of one owner: a new one ends the oldest, other owners untouched', async () => {
    await waitUntil(() => ctx.app.openEventStreams() === 0);
    const other = await ownerStream('legacy@example.com');
    await other.nextUnread();
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_OWNER; i += 1) {
      const stream = await ownerStream();
      await stream.nextUnread();
      streams.push(stream);
    }
    expect(ctx.app.openEventStreams()).toBe(MAX_STREAMS_PER_OWNER + 1);
    const newest = await ownerStream();
    expect(await newest.nextUnread()).toBe(4);
    await streams[0]?.ended();
    expect(ctx.app.openEventStreams()).toBe(MAX_STREAMS_PER_OWNER + 1);
    // The rest, the newest and the other owner's stream still get the count.
    const token = await staffToken();
    await publish(token, { owner_id: await ownerId('owner@example.com'), title: { en: 'Capped' } });
    for (const stream of [...streams.slice(1), newest]) expect(await stream.nextUnread()).toBe(5);
    beat();
    expect(await other.next()).toMatchObject({ comment: 'keep-alive' });
    for (const stream of [...streams, newest, other]) stream.abort();
    await waitUntil(() => ctx.app.openEventStreams() === 0);
  });

  it('lets go of a stream whose client went away', async () => {
    await waitUntil(() => ctx.app.openEventStreams() === 0);
    const stream = await ownerStream();
    await stream.nextUnread();
    expect(ctx.app.openEventStreams()).toBe(1);
    stream.abort();
    await waitUntil(() => ctx.app.openEventStreams() === 0);
  });

  it('needs an owner session: anonymous and staff callers get 401 in the error shape', async () => {
    const anonymous = await fetch(`${base}/api/events`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    const staff = await fetch(`${base}/api/events`, { headers: bearer(await staffToken()) });
    expect(staff.status).toBe(401);
  });

  it('closing the server ends the open streams instead of waiting for them, and at once', async () => {
    const other = await appOn(ctx.database, {}, { heartbeat });
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const login = await signIn(other.app, 'owner@example.com');
    // A dropped stream leaves fetch holding a spare connection that never carries a request: no reason to wait.
    const dropped = await openEventStream(`${url}/api/events`, ownHeaders(login));
    expect(await dropped.nextUnread()).toBe(4);
    dropped.abort();
    const stream = await openEventStream(`${url}/api/events`, ownHeaders(login));
    expect(await stream.nextUnread()).toBe(4);
    await within(2_000, other.app.close());
    await stream.ended();
  });
});
