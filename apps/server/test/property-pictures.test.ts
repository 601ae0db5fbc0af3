import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/** Decision 085: pictures from the configured hosts only, in the page's policy, the staff console and the import. */
let staff: Record<string, string>;
let owner: Record<string, string>;
let marina: number;

const ctx = useTestApp({
  seeded: true,
  env: { IMAGE_HOSTS: 'https://cdn.example.com, https://*.pms.example' },
  setup: async (ctx) => {
    staff = bearer((await createStaffToken(ctx.database.db, 'ops@test.local', { fullName: 'Omar Ops' })).token);
    owner = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    const [row] = await ctx.database.db
      .select()
      .from(schema.properties)
      .where(eq(schema.properties.nickname, 'Marina Gate 1204'));
    marina = row?.id ?? 0;
  },
});

const setPicture = (picture: unknown, headers = staff, propertyId = marina) =>
  ctx.app.inject({ method: 'PUT', url: `/api/staff/properties/${propertyId}/picture`, headers, payload: { picture } });
const ownersPicture = async () => {
  const answer = await ctx.app.inject({ method: 'GET', url: `/api/property?id=${marina}`, headers: owner });
  return (answer.json() as { property: { picture: string | null } }).property.picture;
};
const pictureAudits = () =>
  ctx.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'property.picture_changed'));

describe('IMAGE_HOSTS', () => {
  it("adds the hosts to the pages' img-src, and only those", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/login' });
    const imgSrc = String(page.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('img-src'));
    expect(imgSrc).toBe("img-src 'self' data: blob: https://cdn.example.com https://*.pms.example");
  });

  it('is checked at start: an entry that is not an origin stops the server with its name', () => {
    expect(() => loadConfig({ IMAGE_HOSTS: 'https://cdn.example.com/pictures' })).toThrow(
      /IMAGE_HOSTS: "https:\/\/cdn\.example\.com\/pictures" is not an origin/,
    );
    expect(() => loadConfig({ IMAGE_HOSTS: "https://ok.example 'unsafe-inline'" })).toThrow(/'unsafe-inline'/);
    expect(loadConfig({}).IMAGE_HOSTS).toEqual([]);
  });
});

describe('PUT /api/staff/properties/:id/picture', () => {
  it('sets a picture from a configured host, which the owner then gets; audited with what it replaced', async () => {
    const before = await ownersPicture();
    const answer = await setPicture('//img.eu.pms.example/marina.jpg');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ picture: '//img.eu.pms.example/marina.jpg' });
    expect(await ownersPicture()).toBe('//img.eu.pms.example/marina.jpg');
    const [audit] = await pictureAudits();
    expect(audit).toMatchObject({
      actorKind: 'staff',
      actorLabel: 'ops@test.local',
      entity: 'property',
      entityId: String(marina),
      details: { from: before, to: '//img.eu.pms.example/marina.jpg' },
    });
    // Removing it: the card shows its placeholder.
    expect((await setPicture(null)).json()).toEqual({ picture: null });
    expect(await ownersPicture()).toBeNull();
  });

  it('refuses another host, an address the app never loads, an unknown property and an owner, changing nothing', async () => {
    const before = await ownersPicture();
    const elsewhere = await setPicture('https://elsewhere.example/p.jpg');
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ code: 'PICTURE_HOST_NOT_ALLOWED' });
    expect((await setPicture('javascript:alert(1)')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await setPicture('https://cdn.example.com/p.jpg', staff, 987_654)).statusCode).toBe(404);
    expect((await setPicture('https://cdn.example.com/p.jpg', owner)).statusCode).toBe(401);
    expect(await ownersPicture()).toBe(before);
    expect(await pictureAudits()).toEqual([]);
  });

  it("shows the picture on the staff console's property view", async () => {
    await setPicture('https://cdn.example.com/p/7.webp');
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/properties/${marina}/documents`,
      headers: staff,
    });
    expect((answer.json() as { property: { picture: string } }).property.picture).toBe(
      'https://cdn.example.com/p/7.webp',
    );
  });
});
