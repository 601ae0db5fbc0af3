import type { PropertiesResponse } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createProperty, type FixtureOwner } from './helpers/calendar-fixtures.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let ctx: TestContext;
let alice: FixtureOwner;
let bob: FixtureOwner;
let bobProperty: number;
let aliceIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await createOwner(db, 'alice@example.test');
  bob = await createOwner(db, 'bob@example.test');
  aliceIds = [];
  for (const [nickname, address] of [
    ['Palm 3', 'Palm Jumeirah'],
    ['Marina 1', 'Dubai Marina'],
    ['Creek 2', 'Creek Harbour'],
    ['Downtown 4', '50% Tower, Downtown'],
    ['Arjan 5', 'Arjan'],
  ] as const) {
    aliceIds.push(await createProperty(db, alice.id, { nickname, address, bedrooms: 1 }));
  }
  bobProperty = await createProperty(db, bob.id, { nickname: 'Bob Villa', isPordal: true, pordalId: 'PD-9' });
});

afterAll(async () => ctx.close());

async function list(owner: FixtureOwner, query: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/properties${query}`, headers: owner.headers });
}

describe('GET /api/properties', () => {
  it("lists only the signed-in owner's properties, sorted by nickname, with the total", async () => {
    const response = await list(alice, '');
    expect(response.statusCode).toBe(200);
    const body = response.json() as PropertiesResponse;
    expect(body.totalProperties).toBe(5);
    expect(body.properties.map((p) => p.nickname)).toEqual(['Arjan 5', 'Creek 2', 'Downtown 4', 'Marina 1', 'Palm 3']);
    expect(body.properties[0]).toMatchObject({
      is_pordal: 0,
      is_terminate: 0,
      is_active: true,
      time_zone: 'Asia/Dubai',
    });
  });

  it('pages by limit and page: full, partial and past-the-end pages keep the total', async () => {
    const page = async (n: number) => (await list(alice, `?limit=2&page=${n}`)).json() as PropertiesResponse;
    expect((await page(1)).properties.map((p) => p.nickname)).toEqual(['Arjan 5', 'Creek 2']);
    expect((await page(2)).properties.map((p) => p.nickname)).toEqual(['Downtown 4', 'Marina 1']);
    expect(await page(3)).toMatchObject({ totalProperties: 5, properties: [{ nickname: 'Palm 3' }] });
    expect(await page(4)).toEqual({ totalProperties: 5, properties: [] });
  });

  it('accepts the largest page size of 999 and refuses anything outside the limits', async () => {
    expect((await list(alice, '?limit=999')).statusCode).toBe(200);
    for (const query of [
      '?limit=1000',
      '?limit=0',
      '?page=0',
      '?page=abc',
      '?limit=2.5',
      `?search=${'x'.repeat(101)}`,
    ]) {
      const response = await list(alice, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('filters by search text in nickname or address, case-insensitively, with % taken literally', async () => {
    const nicknames = async (q: string) =>
      ((await list(alice, `?search=${encodeURIComponent(q)}`)).json() as PropertiesResponse).properties.map(
        (p) => p.nickname,
      );
    expect(await nicknames('marina')).toEqual(['Marina 1']);
    expect(await nicknames('PALM')).toEqual(['Palm 3']);
    expect(await nicknames('50%')).toEqual(['Downtown 4']);
    expect(await nicknames('%')).toEqual(['Downtown 4']);
    expect(await nicknames('Bob')).toEqual([]);
  });

  it("refuses an ownerId naming another owner and accepts the owner's own", async () => {
    expect((await list(alice, `?ownerId=${alice.id}`)).statusCode).toBe(200);
    const response = await list(alice, `?ownerId=${bob.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Bob Villa');
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/properties' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/property', () => {
  it('returns one of the owner’s properties with every field of docs/product/properties.md#property-fields', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/property?id=${bobProperty}`,
      headers: bob.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().property).toEqual({
      id: bobProperty,
      property_id: expect.any(String),
      title: 'Test flat',
      nickname: 'Bob Villa',
      address: '',
      address_2: null,
      picture: null,
      is_active: true,
      bedrooms: null,
      currency: 'AED',
      is_pordal: 1,
      pordal_id: 'PD-9',
      is_terminate: 0,
      np_start_date: null,
      np_end_date: null,
      time_zone: 'Asia/Dubai',
      owner_block_label: 'Owner blocked',
    });
  });

  it("answers another owner's property exactly like an unknown one", async () => {
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/property?id=${bobProperty}`,
      headers: alice.headers,
    });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/property?id=999999', headers: alice.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Property not found' });
    expect(foreign.body).not.toContain('Bob Villa');
  });

  it('refuses a malformed id', async () => {
    for (const id of ['abc', '-1', '0', '99999999999']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/property?id=${id}`, headers: alice.headers });
      expect(response.statusCode, id).toBe(400);
    }
  });
});
