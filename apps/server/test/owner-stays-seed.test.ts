import { schema } from '@portal/db';
import { blockPhase } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededApp } from './helpers/auth.ts';
import type { TestContext } from './helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSeededApp();
});
afterAll(async () => ctx.close());

async function ownerBlocksOf(email: string) {
  return ctx.database.db
    .select({ stay: schema.stays })
    .from(schema.stays)
    .innerJoin(schema.properties, eq(schema.properties.id, schema.stays.propertyId))
    .innerJoin(schema.owners, eq(schema.owners.id, schema.properties.ownerId))
    .where(eq(schema.owners.email, email));
}

describe('demo owner stays', () => {
  it('gives every demo owner with properties a past and a future owner block, made by that owner', async () => {
    for (const email of ['owner@example.com', 'legacy@example.com', 'pordal@example.com', 'ru@example.com']) {
      const rows = (await ownerBlocksOf(email)).map((r) => r.stay).filter((s) => s.kind === 'owner');
      const phases = rows.map((s) => blockPhase(s, new Date()));
      expect(phases, email).toContain('past');
      expect(phases, email).toContain('future');
      const [owner] = await ctx.database.db.select().from(schema.owners).where(eq(schema.owners.email, email));
      expect(rows.every((s) => s.createdByOwnerId === owner?.id && s.accessAnswer !== null)).toBe(true);
    }
  });

  it('gives the owners with several properties an ongoing block too', async () => {
    for (const email of ['owner@example.com', 'legacy@example.com']) {
      const rows = (await ownerBlocksOf(email)).map((r) => r.stay).filter((s) => s.kind === 'owner');
      expect(
        rows.map((s) => blockPhase(s, new Date())),
        email,
      ).toContain('ongoing');
    }
  });

  it('keeps owner blocks out of the contract termination periods', async () => {
    const rows = await ctx.database.db
      .select({ stay: schema.stays, property: schema.properties })
      .from(schema.stays)
      .innerJoin(schema.properties, eq(schema.properties.id, schema.stays.propertyId))
      .where(eq(schema.stays.kind, 'owner'));
    const terminated = rows.filter((r) => r.property.npStartDate !== null);
    for (const { stay, property } of terminated) {
      const start = new Date(`${property.npStartDate}T00:00:00+04:00`);
      const end = new Date(`${property.npEndDate}T23:59:59+04:00`);
      expect(stay.checkOut <= start || stay.checkIn > end).toBe(true);
    }
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });
});
