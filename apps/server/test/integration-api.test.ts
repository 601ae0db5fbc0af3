import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ApiKeyCreated } from '@portal/contract/integrations';
import { schema } from '@portal/db';
import { API_SCOPES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { markNow, rowsWrittenSince } from './helpers/snapshot.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { driverFor, NOW, propertyIdOf } from './owner-stays-fixtures.ts';

/**
 * The integration API (decision 087): keys made in the staff console, scoped, revocable; upserts by externalId with
 * the import's contract, one transaction per call; reads of owner stays and support messages since a cursor.
 */
let staffToken = '';
const ctx = useTestApp({
  seeded: true,
  now: NOW,
  setup: async ({ database }) => {
    await database.db.update(schema.properties).set({ npStartDate: null, npEndDate: null });
    staffToken = (await createStaffToken(database.db, 'integration-console@test.local')).token;
  },
});

async function makeKey(scopes: string[], name = 'PMS sync'): Promise<ApiKeyCreated> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/api-keys',
    headers: bearer(staffToken),
    payload: { name, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const call = (key: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/integration${url}`,
    headers: bearer(key),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const OWNER = {
  externalId: 'pms-owner-77',
  email: 'Amal.Rahman@example.net',
  firstName: 'Amal',
  lastName: 'Rahman',
  loginStatus: 'pordal',
  preferredLanguage: 'ar',
};
const PROPERTY = {
  externalId: 'pms-unit-9001',
  owner: 'pms-owner-77',
  bookingSystem: 'pordal',
  propertyCode: 'PD-9001',
  title: 'Harbour view flat',
  nickname: 'Harbour 9001',
};

describe('API keys', () => {
  it('are shown once, kept as a hash, audited, and a revoked key is refused at once', async () => {
    const created = await makeKey(['owners:write', 'owner_stays:read']);
    expect(created.key).toMatch(/^opk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'PMS sync', prefix: created.key.slice(0, 10), revokedAt: null });
    const stored = await ctx.database.db.select().from(schema.apiKeys);
    expect(JSON.stringify(stored)).not.toContain(created.key);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/staff/api-keys', headers: bearer(staffToken) });
    expect(JSON.stringify(listed.json())).not.toContain(created.key);

    const first = await call(created.key, 'PUT', '/owners', OWNER);
    expect(first.statusCode, first.body).toBe(200);
    const [used] = await ctx.database.db.select().from(schema.apiKeys);
    expect(used?.lastUsedAt?.toISOString()).toBe(NOW.toISOString());

    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/api-keys/${created.id}`,
      headers: bearer(staffToken),
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await call(created.key, 'PUT', '/owners', OWNER);
    expect(refused.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    // A staff session is not an API key, and an API key is not a staff session.
    expect((await call(staffToken, 'GET', '/owner-stays')).statusCode).toBe(401);
    const audit = await ctx.database.db
      .select({ action: schema.auditLog.action, actor: schema.auditLog.actorLabel })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, 'api_key'))
      .orderBy(schema.auditLog.id);
    expect(audit).toEqual([
      { action: 'api_key.created', actor: 'integration-console@test.local' },
      { action: 'api_key.revoked', actor: 'integration-console@test.local' },
    ]);
  });

  it('are described in the OpenAPI document with their scheme and refusals', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(document.components.securitySchemes.integrationBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const put = document.paths['/api/integration/reservations'].put;
    expect(put.security).toEqual([{ integrationBearer: [] }]);
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '422', '429']));
    expect(document.paths['/api/integration/owner-stays'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'cursor',
      'limit',
    ]);
  });

  it('refuses a call its key has no scope for, before reading the body', async () => {
    const { key } = await makeKey(['owners:write']);
    const mark = await markNow(ctx.database.db);
    const response = await call(key, 'PUT', '/properties', { not: 'even valid' });
    expect(response.json()).toMatchObject({ status: 403, code: 'SCOPE_MISSING' });
    expect((await call(key, 'GET', '/owner-stays')).json()).toMatchObject({ code: 'SCOPE_MISSING' });
    // Not even the key's last use: it was not let through.
    expect(await rowsWrittenSince(ctx.database.db, mark.xmax)).toEqual([]);
  });
});

describe('upserts by externalId', () => {
  it('the same record sent several times at once is written once, and every call says so without a refusal', async () => {
    const { key } = await makeKey(['owners:write']);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(key, 'PUT', '/owners', OWNER)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const counts = answers.map((answer) => answer.json() as { created: number; unchanged: number });
    expect(counts.filter((count) => count.created === 1)).toHaveLength(1);
    expect(counts.filter((count) => count.unchanged === 1)).toHaveLength(5);
  });

  it('takes one record or a batch, and the same call again changes nothing', async () => {
    const { key } = await makeKey(['owners:write', 'properties:write', 'reservations:write', 'tasks:write']);
    const owner = await call(key, 'PUT', '/owners', OWNER);
    expect(owner.json()).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    const properties = await call(key, 'PUT', '/properties', [PROPERTY]);
    expect(properties.statusCode, properties.body).toBe(200);
    const propertyId = properties.json().records[0].id as number;
    const reservations = [
      {
        externalId: 'pms-res-1',
        property: 'pms-unit-9001',
        confirmationCode: 'HM-API-1',
        checkIn: '2030-04-01T15:00',
        checkOut: '2030-04-04T11:00',
        guestName: 'Noor Saleh',
        source: 'Airbnb',
        guestTotal: '2400.00',
        grossRevenue: '2100.50',
      },
      {
        externalId: 'pms-res-2',
        property: 'pms-unit-9001',
        confirmationCode: 'BK-API-2',
        checkIn: '2030-04-06T15:00',
        checkOut: '2030-04-08T11:00',
      },
    ];
    const first = await call(key, 'PUT', '/reservations', reservations);
    expect(first.json()).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const ids = first.json().records as { externalId: string; id: number }[];
    expect(ids.map((r) => r.externalId)).toEqual(['pms-res-1', 'pms-res-2']);
    const [stay] = await ctx.database.db
      .select()
      .from(schema.stays)
      .where(eq(schema.stays.id, ids[0]?.id ?? 0));
    expect(stay).toMatchObject({ propertyId, gpTotal: '2400.00', opGrossRevenue: '2100.50', nights: 3 });

    const mark = await markNow(ctx.database.db);
    const again = await call(key, 'PUT', '/reservations', reservations);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, records: ids });
    // Only the audit entry of the call itself is written.
    expect(await rowsWrittenSince(ctx.database.db, mark.xmax)).toEqual(['audit_log']);

    const task = await call(key, 'PUT', '/tasks', {
      externalId: 'pms-task-1',
      property: 'pms-unit-9001',
      title: 'AC service',
      checkIn: '2030-04-05T10:00',
      checkOut: '2030-04-05T12:00',
    });
    expect(task.json()).toMatchObject({ created: 1 });
    const [audit] = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'integration.write'))
      .orderBy(schema.auditLog.id);
    expect(audit).toMatchObject({ actorKind: 'system', actorLabel: expect.stringMatching(/^API key "PMS sync"/) });
  });

  it('refuses a batch with one bad record, naming it, and writes nothing of the call', async () => {
    const { key } = await makeKey(['owners:write', 'properties:write', 'owner_blocks:write']);
    await call(key, 'PUT', '/owners', OWNER);
    await call(key, 'PUT', '/properties', PROPERTY);
    const mark = await markNow(ctx.database.db);
    const good = {
      externalId: 'blk-1',
      property: 'pms-unit-9001',
      checkIn: '2030-05-01T15:00',
      checkOut: '2030-05-03T11:00',
    };
    // A schema refusal: the second record's check-out is not a date.
    const malformed = await call(key, 'PUT', '/owner-blocks', [
      good,
      { ...good, externalId: 'blk-2', checkOut: 'soon' },
    ]);
    expect(malformed.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(malformed.json().validation[0].path).toBe('body.1.checkOut');
    // A field the contract does not know.
    const unknown = await call(key, 'PUT', '/owner-blocks', [{ ...good, colour: 'blue' }]);
    expect(unknown.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    // A refusal found while writing: the third overlaps the first, after two were written in the transaction.
    const overlapping = await call(key, 'PUT', '/owner-blocks', [
      good,
      { ...good, externalId: 'blk-2', checkIn: '2030-05-10T15:00', checkOut: '2030-05-12T11:00' },
      { ...good, externalId: 'blk-3', checkIn: '2030-05-02T15:00', checkOut: '2030-05-04T11:00' },
    ]);
    expect(overlapping.json()).toMatchObject({
      status: 422,
      code: 'IMPORT_REFUSED',
      detail: 'Import refused, nothing was written: ownerBlocks[2]: overlaps another active stay of the property',
    });
    const unknownProperty = await call(key, 'PUT', '/owner-blocks', { ...good, property: 'nope' });
    expect(unknownProperty.json()).toMatchObject({
      code: 'IMPORT_REFUSED',
      detail: 'Import refused, nothing was written: ownerBlocks[0].property: no property with externalId "nope"',
    });
    expect(await rowsWrittenSince(ctx.database.db, mark.xmax)).toEqual([]);
  });
});

describe('the calls docs/integrations.md shows', () => {
  it('are accepted as written, each curl example in order', async () => {
    const { key } = await makeKey([...API_SCOPES]);
    const doc = readFileSync(resolve(import.meta.dirname, '../../../docs/integrations.md'), 'utf8');
    const calls = [...doc.matchAll(/curl -X PUT "\$PORTAL(\/api\/integration\/[a-z-]+)"[^\n]*\n\s+-d '([^']+)'/g)];
    expect(calls.map((match) => match[1])).toEqual([
      '/api/integration/owners',
      '/api/integration/properties',
      '/api/integration/reservations',
      '/api/integration/owner-blocks',
      '/api/integration/tasks',
      '/api/integration/maintenance-invoices',
      '/api/integration/furnishing-invoices',
      '/api/integration/statements',
    ]);
    for (const [, path = '', body = ''] of calls) {
      const response = await call(key, 'PUT', path.replace('/api/integration', ''), JSON.parse(body));
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
  });
});

describe('reads since a cursor', () => {
  it('gives owner stays and support messages changed after the cursor, once each, with both booking-system ids', async () => {
    const { key } = await makeKey(['owner_stays:read', 'support_messages:read']);
    const everything = await call(key, 'GET', '/owner-stays?limit=500');
    expect(everything.statusCode, everything.body).toBe(200);
    let cursor = everything.json().nextCursor as string;
    while ((await call(key, 'GET', `/owner-stays?cursor=${cursor}&limit=500`)).json().hasMore) {
      cursor = (await call(key, 'GET', `/owner-stays?cursor=${cursor}&limit=500`)).json().nextCursor;
    }
    const empty = await call(key, 'GET', `/owner-stays?cursor=${cursor}`);
    expect(empty.json()).toEqual({ items: [], nextCursor: cursor, hasMore: false });

    const propertyId = await propertyIdOf(ctx, 'Palm Villa 7');
    const login = await signIn(ctx.app, 'owner@example.com');
    const pordal = driverFor(ctx, 'pordal', login);
    const created = await pordal.create({
      propertyId,
      checkIn: '2030-04-02T15:00',
      checkOut: '2030-04-04T11:00',
      note: 'Anniversary',
      accessAnswer: 'have_both',
    });
    const stayId = created.json().id as number;
    await pordal.update(stayId, { checkOut: '2030-04-05T11:00' });
    const page = await call(key, 'GET', `/owner-stays?cursor=${cursor}`);
    expect(page.json()).toMatchObject({
      items: [
        {
          id: stayId,
          status: 'confirmed',
          nights: 3,
          note: 'Anniversary',
          property: { id: propertyId, bookingSystem: 'pordal', legacyListingId: null, pordalId: expect.any(String) },
          owner: { email: 'owner@example.com', legacyId: expect.any(String), pordalId: expect.any(String) },
        },
      ],
      hasMore: false,
    });
    cursor = page.json().nextCursor;
    await pordal.cancel(stayId);
    expect((await call(key, 'GET', `/owner-stays?cursor=${cursor}`)).json().items).toEqual([
      expect.objectContaining({ id: stayId, status: 'cancelled' }),
    ]);

    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_contact_mail',
      headers: ownHeaders(login),
      payload: { full_name: 'Olivia Owens', subject: 'general_question', message: 'When is the pool cleaned?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const messages = await call(key, 'GET', '/support-messages?limit=500');
    const items = messages.json().items as { message: string; owner: { email: string } }[];
    expect(items.at(-1)).toMatchObject({ message: 'When is the pool cleaned?', owner: { email: 'owner@example.com' } });
    expect((await call(key, 'GET', '/support-messages?cursor=x1')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await call(key, 'GET', '/support-messages?since=1')).statusCode).toBe(400);
  });
});
