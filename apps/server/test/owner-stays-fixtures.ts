import type { LoginResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { zonedInstant } from '@portal/domain';
import { and, eq, gte, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mintAdminLoginLink } from '../src/modules/auth/admin-link.ts';
import { bearer, createSeededApp, signIn } from './helpers/auth.ts';
import type { TestContext } from './helpers/test-app.ts';
import { type FileTestContext, useTestApp } from './helpers/use-test-app.ts';

export const STAFF_EMAIL = 'stays-staff@test.local';
/** Tests run on a frozen clock years after the demo data: Sunday 10 March 2030, 10:00 in Dubai. */
export const NOW = zonedInstant('2030-03-10', '10:00', 'Asia/Dubai');
export const dubai = (date: string, time: string) => zonedInstant(date, time, 'Asia/Dubai');

/**
 * The file's app on the demo data, frozen at NOW, without contract termination periods (the tests that need one set
 * it); every test starts from exactly that.
 */
export function useOwnerStaysApp(env: Record<string, string> = {}): FileTestContext {
  return useTestApp({
    seeded: true,
    env: { STAFF_EMAIL, ...env },
    now: NOW,
    setup: async ({ database }) => {
      await database.db.update(schema.properties).set({ npStartDate: null, npEndDate: null });
    },
  });
}

/** One app for a test of its own; prefer useOwnerStaysApp(). */
export async function ownerStaysApp(): Promise<TestContext> {
  const ctx = await createSeededApp({ STAFF_EMAIL });
  ctx.clock.set(NOW);
  return ctx;
}

/** Puts back what the owner-stay tests touch (all on 2029 and later) for an app from ownerStaysApp(). */
export async function resetOwnerStays(ctx: TestContext): Promise<void> {
  const { db } = ctx.database;
  ctx.clock.set(NOW);
  await db.delete(schema.stays).where(gte(schema.stays.checkIn, new Date('2029-01-01T00:00:00Z')));
  await db.delete(schema.outbox).where(eq(schema.outbox.kind, 'owner_stay_notice'));
  await db.delete(schema.auditLog).where(like(schema.auditLog.action, 'owner_stay.%'));
  await db.update(schema.properties).set({ npStartDate: null, npEndDate: null });
}

export async function propertyIdOf(ctx: TestContext, nickname: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: schema.properties.id })
    .from(schema.properties)
    .where(eq(schema.properties.nickname, nickname));
  if (!row) throw new Error(`no property ${nickname}`);
  return row.id;
}

export interface StayBody {
  propertyId: number;
  checkIn?: string;
  checkOut?: string;
  note?: string;
  accessAnswer?: string | null;
}

/** One booking system's owner-stay calls, so the same behaviour can be asserted on both surfaces. */
export interface SurfaceDriver {
  name: 'pordal' | 'legacy';
  create(body: StayBody, idempotencyKey?: string): Promise<LightMyRequestResponse>;
  update(id: number, body: Partial<StayBody>): Promise<LightMyRequestResponse>;
  cancel(id: number): Promise<LightMyRequestResponse>;
  get(id: number): Promise<LightMyRequestResponse>;
}

export function driverFor(ctx: TestContext, name: 'pordal' | 'legacy', login: LoginResponse): SurfaceDriver {
  const token = name === 'pordal' ? login.access_token : login.guesty?.token;
  if (!token) throw new Error(`${login.user.name} has no ${name} token`);
  const headers = bearer(token);
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, extra: object = {}) =>
    ctx.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
  if (name === 'pordal') {
    const base = '/api/pordal/owner-reservation';
    return {
      name,
      create: (body, key) => inject('POST', base, body, key ? { 'idempotency-key': key } : {}),
      update: (id, body) => inject('PUT', `${base}/${id}`, body),
      cancel: (id) => inject('PUT', `${base}/${id}`, { status: 'cancelled', occupancy: 1 }),
      get: (id) => inject('GET', `${base}/${id}`),
    };
  }
  const base = '/api/legacy/owners-reservations';
  const legacyBody = ({ propertyId, ...rest }: Partial<StayBody>) => ({
    ...rest,
    ...(propertyId !== undefined ? { listingId: propertyId } : {}),
    apiKey: 'legacy-api-key',
    to: 'someone-else@example.net',
  });
  return {
    name,
    create: (body, key) => inject('POST', base, legacyBody(body), key ? { 'idempotency-key': key } : {}),
    update: (id, body) => inject('PUT', `${base}/${id}`, legacyBody(body)),
    cancel: (id) => inject('POST', `${base}/${id}`, { apiKey: 'legacy-api-key' }),
    get: (id) => inject('GET', `${base}/${id}`),
  };
}

export async function signedInDriver(ctx: TestContext, name: 'pordal' | 'legacy', email: string) {
  return driverFor(ctx, name, await signIn(ctx.app, email));
}

/** Signs in through an admin login link, as an administrator acting as the owner. */
export async function adminLogin(ctx: TestContext, email: string, admin: string): Promise<LoginResponse> {
  const minted = await mintAdminLoginLink(ctx.database.db, {
    email,
    admin,
    now: ctx.clock.now(),
    publicUrl: 'http://127.0.0.1',
  });
  const token = minted?.link.split('/').pop();
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login_as_admin', payload: { token } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LoginResponse;
}

/** A guest reservation (or manual block) straight into the table, as the booking systems' imports would write it. */
export async function insertStay(
  ctx: TestContext,
  input: { propertyId: number; checkIn: Date; checkOut: Date; kind?: 'guest' | 'manual' | 'owner' },
): Promise<number> {
  const [row] = await ctx.database.db
    .insert(schema.stays)
    .values({
      propertyId: input.propertyId,
      kind: input.kind ?? 'guest',
      confirmationCode: `T-${Math.random().toString(36).slice(2, 12)}`,
      guestName: 'Test Guest',
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      nights: 1,
    })
    .returning({ id: schema.stays.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

export async function staffMails(ctx: TestContext) {
  return ctx.database.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.kind, 'owner_stay_notice'))
    .orderBy(schema.outbox.id);
}

export async function stayAudit(ctx: TestContext) {
  return ctx.database.db
    .select()
    .from(schema.auditLog)
    .where(like(schema.auditLog.action, 'owner_stay.%'))
    .orderBy(schema.auditLog.id);
}

/** Active stays on the property from 2029 on (the demo's own stays lie years before the frozen clock). */
export async function activeStaysOn(ctx: TestContext, propertyId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.stays)
    .where(
      and(
        eq(schema.stays.propertyId, propertyId),
        sql`${schema.stays.status} <> 'cancelled'`,
        gte(schema.stays.checkIn, new Date('2029-01-01T00:00:00Z')),
      ),
    );
  return row?.n ?? 0;
}
