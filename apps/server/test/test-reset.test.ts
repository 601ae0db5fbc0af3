import { pgErrorCode, schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFileStore } from '../src/files/database-file-store.ts';
import { copyTemplate, type DatabaseCopy } from './helpers/database-copy.ts';
import { changedTables, fingerprint, markNow } from './helpers/snapshot.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// The test helpers themselves: a reset between tests must leave the database exactly as the template was, whatever
// kind of write a test made, or tests would depend on their order.
const NOW = new Date('2030-01-01T00:00:00Z');

describe('useTestApp on the seeded template', () => {
  const ctx = useTestApp({ seeded: true, now: NOW });
  let template: DatabaseCopy;
  let asTemplate: Record<string, string>;
  beforeAll(async () => {
    template = await copyTemplate({ seeded: true });
    asTemplate = await fingerprint(template.database.db);
  });
  afterAll(() => template.drop());

  it('starts from a copy identical to the template, demo data included', async () => {
    expect(await fingerprint(ctx.database.db)).toEqual(asTemplate);
    expect(asTemplate.owners).toMatch(/^6 rows /);
  });

  it('undoes inserts, updates, cascading deletes and sequence moves, and a wipe of every table', async () => {
    const { db } = ctx.database;
    const [owner] = await db.select().from(schema.owners).where(eq(schema.owners.email, 'owner@example.com'));
    const [property] = await db.select().from(schema.properties).limit(1);
    if (!owner || !property) throw new Error('no demo data');
    // Inserts: a plain table, a jsonb column, a bytea column with a uuid key, a child of two foreign keys under the
    // exclusion constraint.
    await db.insert(schema.loginFailures).values({ email: 'x@example.com' });
    await db
      .insert(schema.outbox)
      .values({ kind: 'password_reset', toAddress: 'a@b.c', subject: 's', bodyText: 't', payload: { a: 1 } });
    await db.transaction((tx) =>
      createDatabaseFileStore().put(tx, {
        ownerId: owner.id,
        purpose: 'document',
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.7'),
      }),
    );
    await db.insert(schema.stays).values({
      propertyId: property.id,
      kind: 'owner',
      confirmationCode: 'RESET-1',
      checkIn: new Date('2040-01-01T11:00:00Z'),
      checkOut: new Date('2040-01-02T07:00:00Z'),
      nights: 1,
      createdByOwnerId: owner.id,
    });
    // Updates of a parent row, and a refused insert that still moved its sequence.
    await db.update(schema.owners).set({ fullName: 'Changed' }).where(eq(schema.owners.id, owner.id));
    await db.update(schema.properties).set({ title: 'Changed' });
    const duplicate = await db
      .insert(schema.owners)
      .values({ email: 'owner@example.com', passwordHash: 'x', fullName: 'x', loginStatus: 'both' })
      .then(
        () => null,
        (error: unknown) => pgErrorCode(error),
      );
    expect(duplicate).toBe('23505');
    // A delete that cascades to another owner's properties and their stays.
    await db.delete(schema.owners).where(eq(schema.owners.email, 'legacy@example.com'));
    ctx.clock.advance(3_600_000);

    const written = await fingerprint(db);
    const changed = Object.keys(asTemplate).filter((name) => written[name] !== asTemplate[name]);
    expect(changed).toEqual(
      expect.arrayContaining([
        'files',
        'login_failures',
        'outbox',
        'owners',
        'properties',
        'stays',
        'sequence owners_id_seq',
      ]),
    );
    await ctx.reset();
    expect(await fingerprint(db)).toEqual(asTemplate);
    expect(ctx.clock.now()).toEqual(NOW);

    // Every table emptied, tables added later included.
    const tables = (await db.execute(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    )) as unknown as { rows: { name: string }[] };
    for (const { name } of tables.rows) await db.execute(sql.raw(`DELETE FROM public."${name}"`));
    expect(await fingerprint(db)).not.toEqual(asTemplate);
    await ctx.reset();
    expect(await fingerprint(db)).toEqual(asTemplate);
  });

  it('resets before each test without being asked', async () => {
    await ctx.database.db.insert(schema.loginFailures).values({ email: 'left-behind@example.com' });
    expect(await fingerprint(ctx.database.db)).not.toEqual(asTemplate);
  });

  it('(the next test) finds nothing the previous one wrote', async () => {
    expect(await fingerprint(ctx.database.db)).toEqual(asTemplate);
  });

  it('finds exactly the tables a test changed, so an unchanged table is not copied again', async () => {
    const mark = await markNow(ctx.database.db);
    expect(await changedTables(ctx.database.db, mark)).toEqual([]);
    await ctx.database.db.insert(schema.loginFailures).values({ email: 'one@example.com' });
    await ctx.database.db.update(schema.appVersions).set({ iosNewerVersion: '9.9.9' });
    expect((await changedTables(ctx.database.db, mark)).sort()).toEqual(['app_versions', 'login_failures']);
  });
});

describe('useTestApp with file fixtures', () => {
  const ctx = useTestApp({
    setup: async ({ database }) => {
      await database.db.insert(schema.loginFailures).values({ email: 'fixture@example.com' });
    },
  });

  it('keeps the fixtures made in setup', async () => {
    await ctx.database.db.insert(schema.loginFailures).values({ email: 'mine@example.com' });
    expect(await ctx.database.db.select({ email: schema.loginFailures.email }).from(schema.loginFailures)).toHaveLength(
      2,
    );
  });

  it('and resets to them, not to the empty template', async () => {
    expect(await ctx.database.db.select({ email: schema.loginFailures.email }).from(schema.loginFailures)).toEqual([
      { email: 'fixture@example.com' },
    ]);
  });
});
