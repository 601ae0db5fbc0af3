import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportFileInput } from '@portal/contract/import';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { runOperation } from '../src/modules/admin/operations.ts';
import { ROOT } from './helpers/admin-cli.ts';
import { tables } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const ctx = useTestApp({ seeded: true });
const EXAMPLE = JSON.parse(readFileSync(join(ROOT, 'docs/import-example.json'), 'utf8')) as ImportFileInput;
const copy = (): ImportFileInput => structuredClone(EXAMPLE);
const importFile = (data: unknown, env: Record<string, string> = {}) =>
  runOperation({ db: ctx.database.db, now: new Date(), config: loadConfig(env) }, 'import', data);

/** Every row of the tables an import writes, in a stable order: equal fingerprints mean nothing changed. */
async function fingerprint(): Promise<string> {
  const { db } = ctx.database;
  const parts: unknown[] = [];
  for (const name of [
    'owners',
    'properties',
    'stays',
    'tasks',
    'config_values',
    'import_keys',
    'statements',
    'statement_reservations',
    'statement_adjustments',
    'maintenance_invoices',
    'furnishing_invoices',
    'notifications',
    'faq_categories',
    'faq_questions',
  ]) {
    const result = (await db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${name} t`),
    )) as unknown as { rows: { h: string }[] };
    parts.push(`${name}:${result.rows[0]?.h}`);
  }
  return parts.join(' ');
}

describe('npm run admin -- import FILE.json', () => {
  it('loads statements through the consistency check, and invoices whose total may be computed', async () => {
    await importFile(copy());
    const statement = await ctx.database.db
      .select()
      .from(tables.statements)
      .where(eq(tables.statements.netAmount, '2920.00'));
    expect(statement).toHaveLength(1);
    expect(statement[0]).toMatchObject({
      year: 2026,
      month: 3,
      status: 'published',
      refunds: '50.00',
      expenses: '250.00',
    });
    const [mixer] = await ctx.database.db
      .select()
      .from(tables.maintenanceInvoices)
      .where(eq(tables.maintenanceInvoices.invoiceNumber, 'OLD-81'));
    expect(mixer).toMatchObject({ totalExpenses: null, expenses: '180.00', fee: '18.00', otherExpenses: '12.50' });
  });

  it('refuses to change the figures of a published statement, naming the record', async () => {
    await importFile(copy());
    const before = await fingerprint();
    const changed = copy();
    const [statement] = changed.statements ?? [];
    if (statement) Object.assign(statement, { refundsData: [], netAmount: '2870.00' });
    await expect(importFile(changed)).rejects.toThrow(
      'Import refused, nothing was written: statements[0]: the statement of this month is published; its figures are frozen',
    );
    expect(await fingerprint()).toBe(before);
  });

  it('loads the documented example: owners, properties, reservations and owner blocks', async () => {
    const report = await importFile(copy());
    expect(report).toEqual({
      owners: { created: 2, updated: 0, unchanged: 0 },
      properties: { created: 2, updated: 0, unchanged: 0 },
      reservations: { created: 2, updated: 0, unchanged: 0 },
      ownerBlocks: { created: 1, updated: 0, unchanged: 0 },
      tasks: { created: 1, updated: 0, unchanged: 0 },
      maintenanceInvoices: { created: 2, updated: 0, unchanged: 0 },
      furnishingInvoices: { created: 1, updated: 0, unchanged: 0 },
      statements: { created: 1, updated: 0, unchanged: 0 },
      notifications: { created: 2, updated: 0, unchanged: 0 },
      faqCategories: { created: 1, updated: 0, unchanged: 0 },
      faqQuestions: { created: 2, updated: 0, unchanged: 0 },
    });
    const { db } = ctx.database;
    const [owner] = await db.select().from(tables.owners).where(eq(tables.owners.email, 'hana.karimi@example.net'));
    expect(owner).toMatchObject({ fullName: 'Hana Karimi', loginStatus: 'both', preferredLanguage: 'ar' });
    // No password until staff send a reset e-mail: signing in with any password is refused.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'hana.karimi@example.net', password: '!imported' },
    });
    expect(login.statusCode).toBe(401);
    const [property] = await db.select().from(tables.properties).where(eq(tables.properties.propertyCode, 'PD-88120'));
    expect(property).toMatchObject({
      ownerId: owner?.id,
      nickname: 'Creek Rise 1407',
      isPordal: true,
      timeZone: 'Asia/Dubai',
    });
    const [commission] = await db
      .select()
      .from(tables.configValues)
      .where(eq(tables.configValues.propertyId, property?.id ?? 0));
    expect(commission).toMatchObject({ name: 'config_commission_fee', value: '0.2000' });
    const propertyStays = await db
      .select()
      .from(tables.stays)
      .where(eq(tables.stays.propertyId, property?.id ?? 0))
      .orderBy(tables.stays.checkIn);
    expect(propertyStays.map((s) => [s.kind, s.checkIn.toISOString(), s.checkOut.toISOString(), s.nights])).toEqual([
      ['guest', '2031-01-10T11:00:00.000Z', '2031-01-14T07:00:00.000Z', 4],
      ['owner', '2031-02-01T11:00:00.000Z', '2031-02-05T07:00:00.000Z', 4],
    ]);
    expect(propertyStays[0]).toMatchObject({
      confirmationCode: 'HM-IMPORT-3001',
      gpTotal: '3400.00',
      opGrossRevenue: '3100.00',
    });
    expect(propertyStays[1]).toMatchObject({ createdByOwnerId: owner?.id, note: 'Family visit' });
  });

  it('importing the same file again changes nothing', async () => {
    await importFile(copy());
    const before = await fingerprint();
    const report = await importFile(copy());
    expect(report).toEqual({
      owners: { created: 0, updated: 0, unchanged: 2 },
      properties: { created: 0, updated: 0, unchanged: 2 },
      reservations: { created: 0, updated: 0, unchanged: 2 },
      ownerBlocks: { created: 0, updated: 0, unchanged: 1 },
      tasks: { created: 0, updated: 0, unchanged: 1 },
      maintenanceInvoices: { created: 0, updated: 0, unchanged: 2 },
      furnishingInvoices: { created: 0, updated: 0, unchanged: 1 },
      statements: { created: 0, updated: 0, unchanged: 1 },
      notifications: { created: 0, updated: 0, unchanged: 2 },
      faqCategories: { created: 0, updated: 0, unchanged: 1 },
      faqQuestions: { created: 0, updated: 0, unchanged: 2 },
    });
    expect(await fingerprint()).toBe(before);
  });

  it('a changed record updates its row; an owner already here (same e-mail) is taken over, not duplicated', async () => {
    await importFile(copy());
    const changed = copy();
    const [property] = changed.properties ?? [];
    if (property) property.nickname = 'Creek Rise 1407 (renovated)';
    changed.owners?.push({
      externalId: 'crm-owner-demo',
      email: 'OWNER@example.com',
      firstName: 'Olivia',
      lastName: 'Owens',
      loginStatus: 'both',
    });
    const report = await importFile(changed);
    expect(report).toMatchObject({ owners: { created: 0, unchanged: 2 }, properties: { updated: 1, unchanged: 1 } });
    const [olivia] = await ctx.database.db
      .select({ n: count() })
      .from(tables.owners)
      .where(eq(tables.owners.email, 'owner@example.com'));
    expect(olivia?.n).toBe(1);
    const renamed = await ctx.database.db
      .select()
      .from(tables.properties)
      .where(eq(tables.properties.nickname, 'Creek Rise 1407 (renovated)'));
    expect(renamed).toHaveLength(1);
  });

  it.each([
    [
      'a field the schema refuses',
      (file: ImportFileInput) => {
        if (file.owners?.[1]) file.owners[1].email = 'not-an-e-mail';
      },
      'owners[1].email',
    ],
    [
      'a check-out before the check-in',
      (file: ImportFileInput) => {
        if (file.reservations?.[1]) file.reservations[1].checkOut = '2031-01-19T11:00';
      },
      'reservations[1].checkOut: is not after the check-in',
    ],
    [
      'a reference to a property nobody imported',
      (file: ImportFileInput) => {
        if (file.ownerBlocks?.[0]) file.ownerBlocks[0].property = 'crm-property-9999';
      },
      'ownerBlocks[0].property: no property with externalId "crm-property-9999"',
    ],
    [
      'an owner block over a reservation (the database refuses it)',
      (file: ImportFileInput) => {
        if (file.ownerBlocks?.[0]) file.ownerBlocks[0].checkIn = '2031-01-12T15:00';
      },
      'ownerBlocks[0]: overlaps another active stay of the property',
    ],
    [
      'the same externalId twice',
      (file: ImportFileInput) => {
        if (file.reservations?.[1] && file.reservations[0])
          file.reservations[1].externalId = file.reservations[0].externalId;
      },
      'reservations[1].externalId: appears twice in the file',
    ],
    [
      'an unknown field',
      (file: ImportFileInput) => {
        Object.assign(file.properties?.[0] ?? {}, { colour: 'blue' });
      },
      'properties[0]',
    ],
    [
      'a statement whose net is not gross − fee − expenses + refunds',
      (file: ImportFileInput) => {
        if (file.statements?.[0]) file.statements[0].netAmount = '2970.00';
      },
      'statements[0].netAmount: is not grossRevenue − managementFee − allExpenses + the refunds (expected 2920.00)',
    ],
    [
      'a statement whose gross is not the sum of its reservations',
      (file: ImportFileInput) => {
        if (file.statements?.[0]) Object.assign(file.statements[0], { grossRevenue: '4000.00', netAmount: '3020.00' });
      },
      'statements[0].grossRevenue: is not the sum of the reservations’ grossRevenue (expected 3900.00)',
    ],
    [
      'a negative invoice amount',
      (file: ImportFileInput) => {
        if (file.maintenanceInvoices?.[0]) file.maintenanceInvoices[0].totalExpenses = '-250.00';
      },
      'maintenanceInvoices[0].totalExpenses',
    ],
  ])('refuses the whole file for %s, names the record, and writes nothing', async (_, spoil, named) => {
    const before = await fingerprint();
    const file = copy();
    spoil(file);
    await expect(importFile(file)).rejects.toThrow(`Import refused, nothing was written: ${named}`);
    expect(await fingerprint()).toBe(before);
  });

  describe('pictures (decision 085)', () => {
    const CDN = { IMAGE_HOSTS: 'https://cdn.example.com https://*.pms.example' };
    const pictureOf = async () =>
      (
        await ctx.database.db
          .select({ picture: tables.properties.picture })
          .from(tables.properties)
          .where(eq(tables.properties.propertyCode, 'PD-88120'))
      )[0]?.picture;
    const withPicture = (picture: string | null | undefined) => {
      const file = copy();
      const [property] = file.properties ?? [];
      if (property) {
        if (picture === undefined) delete property.picture;
        else property.picture = picture;
      }
      return file;
    };

    it('sets a picture from a configured host, protocol-relative too; the same again is unchanged', async () => {
      await importFile(copy());
      expect(await pictureOf()).toBe('/demo/marina.svg');
      await importFile(withPicture('//img.eu.pms.example/7.jpg'), CDN);
      expect(await pictureOf()).toBe('//img.eu.pms.example/7.jpg');
      const report = await importFile(withPicture('//img.eu.pms.example/7.jpg'), CDN);
      expect(report).toMatchObject({ properties: { created: 0, updated: 0, unchanged: 2 } });
      await importFile(withPicture('https://cdn.example.com/p/7.webp'), CDN);
      expect(await pictureOf()).toBe('https://cdn.example.com/p/7.webp');
    });

    it('refuses a host the app may not load pictures from, or an address it would never load, writing nothing', async () => {
      await importFile(copy());
      const before = await fingerprint();
      await expect(importFile(withPicture('https://elsewhere.example/p.jpg'), CDN)).rejects.toThrow(
        'Import refused, nothing was written: properties[0].picture: https://elsewhere.example/p.jpg is not on this site nor on a host in IMAGE_HOSTS',
      );
      // Without IMAGE_HOSTS only this site's own pictures can be shown.
      await expect(importFile(withPicture('https://cdn.example.com/p/7.webp'))).rejects.toThrow(
        'properties[0].picture',
      );
      await expect(importFile(withPicture('javascript:alert(1)'), CDN)).rejects.toThrow(
        'Import refused, nothing was written: properties[0].picture: Expected an address',
      );
      expect(await fingerprint()).toBe(before);
    });

    it('keeps the picture when the field is absent, and removes it for null', async () => {
      await importFile(withPicture('https://cdn.example.com/p/7.webp'), CDN);
      const report = await importFile(withPicture(undefined), CDN);
      expect(report).toMatchObject({ properties: { updated: 0, unchanged: 2 } });
      expect(await pictureOf()).toBe('https://cdn.example.com/p/7.webp');
      await importFile(withPicture(null), CDN);
      expect(await pictureOf()).toBeNull();
    });
  });
});
