import { schema } from '@portal/db';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createDatabaseFileStore } from '../src/files/database-file-store.ts';
import { registerErrorHandling } from '../src/http/errors.ts';
import { ownerOf, staffOf } from '../src/http/principal.ts';
import { secretBoxFromConfig } from '../src/lib/secret-box.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { createOwnerEvents } from '../src/modules/notifications/live.ts';
import { SURFACES } from '../src/surfaces/definitions.ts';
import { mountSurface } from '../src/surfaces/mount.ts';
import type { App, RouteModule } from '../src/types.ts';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { silentLog } from './helpers/smtp-listener.ts';
import { createStaffToken } from './helpers/staff.ts';
import { TEST_ENCRYPTION_KEY } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const ctx = useTestApp({ seeded: true });
let staffApp: App;

/** What a staff console module will look like: it registers routes, the surface authenticates them. */
const probe: RouteModule = (app) => {
  app.get('/whoami', async (request) => staffOf(request));
  app.get('/owner-only', async (request) => ownerOf(request));
};

beforeAll(async () => {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY });
  const deps = {
    config,
    database: ctx.database,
    db: ctx.database.db,
    now: () => ctx.clock.now(),
    files: createDatabaseFileStore(),
    secrets: secretBoxFromConfig(config),
    events: createOwnerEvents({
      database: ctx.database,
      db: ctx.database.db,
      heartbeat: () => () => undefined,
      log: silentLog,
    }),
  };
  staffApp = Fastify() as unknown as App;
  registerErrorHandling(staffApp);
  staffApp.decorateRequest('principal', null);
  await staffApp.register(mountSurface(SURFACES.staff, [probe]), { prefix: '/api/staff', deps });
  await staffApp.ready();
});
afterAll(async () => staffApp.close());

describe('the staff surface', () => {
  it('authenticates a staff session on every route a module adds, and names the staff member', async () => {
    const { staffId, token } = await createStaffToken(ctx.database.db, 'ops@example.com');
    const response = await staffApp.inject({ method: 'GET', url: '/api/staff/whoami', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'staff', staffId, email: 'ops@example.com', tokenId: expect.any(Number) });
    const anonymous = await staffApp.inject({ method: 'GET', url: '/api/staff/whoami' });
    expect(anonymous.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('refuses owner credentials of every kind', async () => {
    const login = await signIn(ctx.app, 'owner@example.com');
    const credentials = [
      bearer(login.token),
      bearer(login.guesty?.token ?? ''),
      bearer(login.pordal?.access_token ?? ''),
      ownHeaders(login),
    ];
    for (const headers of credentials) {
      const response = await staffApp.inject({ method: 'GET', url: '/api/staff/whoami', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', title: 'UNAUTHENTICATED' });
    }
  });

  it('a handler that asks for an owner gets 403 FORBIDDEN from a staff principal', async () => {
    const { token } = await createStaffToken(ctx.database.db, 'ops@example.com');
    const response = await staffApp.inject({ method: 'GET', url: '/api/staff/owner-only', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      title: 'FORBIDDEN',
      detail: 'This route is for owners',
    });
  });

  it('a disabled staff member, or an expired staff token, is refused', async () => {
    const disabled = await createStaffToken(ctx.database.db, 'gone@example.com', { disabledAt: new Date() });
    const live = await createStaffToken(ctx.database.db, 'ops@example.com');
    const asked = (token: string) =>
      staffApp.inject({ method: 'GET', url: '/api/staff/whoami', headers: bearer(token) });
    expect((await asked(disabled.token)).statusCode).toBe(401);
    expect((await asked(live.token)).statusCode).toBe(200);
    ctx.clock.set(new Date('2100-01-01T00:00:01Z'));
    expect((await asked(live.token)).statusCode).toBe(401);
  });
});

describe('auth_tokens belongs to exactly one principal', () => {
  const row = (values: Partial<typeof schema.authTokens.$inferInsert>) => ({
    kind: 'session' as const,
    tokenHash: hashToken(`t-${Math.random()}`),
    expiresAt: new Date('2100-01-01T00:00:00Z'),
    ...values,
  });

  it('refuses a token of both an owner and a staff member, of neither, or a staff token of an owner kind', async () => {
    const { staffId } = await createStaffToken(ctx.database.db, 'ops@example.com');
    const [owner] = await ctx.database.db.select({ id: schema.owners.id }).from(schema.owners).limit(1);
    const ownerId = owner?.id ?? 0;
    const insert = (values: Partial<typeof schema.authTokens.$inferInsert>) =>
      ctx.database.db.insert(schema.authTokens).values(row(values));
    await expect(insert({ ownerId, staffId })).rejects.toThrow();
    await expect(insert({})).rejects.toThrow();
    await expect(insert({ staffId, kind: 'session' })).rejects.toThrow();
    await expect(insert({ ownerId, kind: 'staff_session' })).rejects.toThrow();
    await expect(insert({ ownerId })).resolves.toBeDefined();
  });
});
