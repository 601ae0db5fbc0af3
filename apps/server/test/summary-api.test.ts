import type { OwnerDocumentsResponse, UtilitiesResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { addDays, localDateOf } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { type FormPart, multipart, pdfOf } from './helpers/multipart.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { useTestApp } from './helpers/use-test-app.ts';

let owner: { headers: Record<string, string>; id: number };
let other: { headers: Record<string, string>; id: number };
let marina: number;
let palm: number;
let legacyProperty: number;

const ctx = useTestApp({
  seeded: true,
  now: SEEDED_AT,
  setup: async (ctx) => {
    const a = await signIn(ctx.app, 'owner@example.com');
    const b = await signIn(ctx.app, 'legacy@example.com');
    owner = { headers: ownHeaders(a), id: a.user.userId };
    other = { headers: ownHeaders(b), id: b.user.userId };
    const id = async (nickname: string) =>
      (await ctx.database.db.select().from(schema.properties).where(eq(schema.properties.nickname, nickname)))[0]?.id ??
      0;
    marina = await id('Marina Gate 1204');
    palm = await id('Palm Villa 7');
    legacyProperty = await id('Business Bay 2201');
  },
});

const TODAY = localDateOf(SEEDED_AT, 'Asia/Dubai');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

const get = (url: string, who = owner) => ctx.app.inject({ method: 'GET', url, headers: who.headers });
const post = (url: string, parts: FormPart[], who = owner) => {
  const body = multipart(parts);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...who.headers, ...body.headers } });
};
const documentCount = async () => (await ctx.database.db.select({ n: count() }).from(schema.ownerDocuments))[0]?.n;
const docParts = (fields: Record<string, string>, file: { bytes: Uint8Array; name: string; type?: string }) => [
  ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  { name: 'doc_file', fileName: file.name, contentType: file.type ?? 'application/pdf', bytes: file.bytes },
];

describe('property summary', () => {
  it('shows the facts; another owner gets 404', async () => {
    const response = await get(`/api/property_summary?propertyId=${marina}&ownerId=${owner.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().property).toMatchObject({
      nickname: 'Marina Gate 1204',
      parking: 'Basement 2, bay 118',
      dtcm_unique_code: 'MAR-GAT-1204-7731',
      wifi_name: 'MarinaGate1204',
      emirate: 'Dubai',
    });
    expect((await get(`/api/property_summary?propertyId=${marina}`, other)).statusCode).toBe(404);
    expect((await get(`/api/property_summary?propertyId=${marina}&ownerId=${other.id}`)).statusCode).toBe(403);
  });

  it('masks the bank account to the last 4 characters (the demo account sealed by the survey seed)', async () => {
    const body = (await get(`/api/property_summary?propertyId=${marina}`)).json();
    expect(body.property_bank_account).toMatchObject({ iban_last4: '3456', account_bank_name: 'Emirates NBD' });
    expect(JSON.stringify(body)).not.toContain('AE070331234567890123456');
    expect(JSON.stringify(body)).not.toContain('v1.');
  });
});

describe('owner documents', () => {
  it('lists the demo documents with their expiry state: 30 days left, DEWA 55 days old expired, none for NOC', async () => {
    const response = await get(`/api/owner_documents_list?ownerId=${owner.id}&propertyId=${marina}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as OwnerDocumentsResponse;
    const byType = Object.fromEntries(body.owner_documents.map((d) => [d.doc_type, d]));
    expect(byType.passport).toMatchObject({ status: 'expiring', days_left: 30, expires_at: addDays(TODAY, 30) });
    expect(byType.dewa_bill).toMatchObject({ status: 'expired', issued_at: addDays(TODAY, -55) });
    expect(byType.title_deed).toMatchObject({ status: 'no_expiry', expires_at: null });
    expect(byType.noc).toMatchObject({ status: 'no_expiry', doc_type_id: 4 });
    expect(byType.passport?.next_reminder_on).toBe(addDays(TODAY, 23));
    const palmDocs = (await get(`/api/owner_documents_list?propertyId=${palm}`)).json() as OwnerDocumentsResponse;
    expect(palmDocs.owner_documents.find((d) => d.doc_type === 'passport')?.status).toBe('expired');
  });

  it('uploads a PDF and a PNG, lists them, and serves them only to their owner', async () => {
    const pdf = pdfOf(2048);
    const created = await post(
      '/api/owner_document',
      docParts(
        {
          doc_type_id: '1',
          expires_at: addDays(TODAY, 45),
          propertyId: String(marina),
          ownerId: String(owner.id),
          is_file: 'true',
        },
        { bytes: pdf, name: 'new passport.pdf' },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json().owner_document;
    expect(document).toMatchObject({
      doc_type: 'passport',
      status: 'expiring',
      days_left: 45,
      file_name: 'new passport.pdf',
    });

    const download = await get(`/api/owner_single_document?id=${document.ownerDocId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="new passport.pdf"; filename*=UTF-8''new%20passport.pdf`,
    });
    const foreign = await get(`/api/owner_single_document?id=${document.ownerDocId}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await get('/api/owner_single_document?id=999999')).json()).toEqual(foreign.json());

    const png = await post(
      '/api/owner_document',
      docParts({ doc_type_id: '2', propertyId: String(marina) }, { bytes: PNG, name: 'deed.png', type: 'image/png' }),
    );
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().owner_document).toMatchObject({ doc_type: 'title_deed', status: 'no_expiry' });
    const pngDownload = await get(`/api/owner_single_document?id=${png.json().owner_document.ownerDocId}`);
    expect(pngDownload.headers['content-type']).toBe('image/png');
  });

  it('replaces the file of an existing document with ownerDocId', async () => {
    const list = (await get(`/api/owner_documents_list?propertyId=${marina}`)).json() as OwnerDocumentsResponse;
    const passport = list.owner_documents.find((d) => d.doc_type === 'passport');
    const before = await documentCount();
    const replaced = await post(
      '/api/owner_document',
      docParts(
        {
          ownerDocId: String(passport?.ownerDocId),
          doc_type_id: '1',
          expires_at: addDays(TODAY, 400),
          propertyId: String(marina),
        },
        { bytes: pdfOf(100), name: 'renewed.pdf' },
      ),
    );
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().owner_document).toMatchObject({ ownerDocId: passport?.ownerDocId, status: 'valid' });
    expect(await documentCount()).toBe(before);
    const foreign = await post(
      '/api/owner_document',
      docParts(
        {
          ownerDocId: String(passport?.ownerDocId),
          doc_type_id: '1',
          expires_at: addDays(TODAY, 400),
          propertyId: String(legacyProperty),
        },
        { bytes: pdfOf(100), name: 'x.pdf' },
      ),
      other,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a renamed executable, HTML named .pdf, an 11 MB file and a missing expiry, storing nothing', async () => {
    const before = await documentCount();
    const fields = { doc_type_id: '1', expires_at: addDays(TODAY, 90), propertyId: String(marina) };
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512)]);
    const refusedExe = await post('/api/owner_document', docParts(fields, { bytes: exe, name: 'passport.pdf' }));
    expect(refusedExe.statusCode).toBe(415);
    expect(refusedExe.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect(
      (await post('/api/owner_document', docParts(fields, { bytes: html, name: 'passport.pdf' }))).statusCode,
    ).toBe(415);
    const big = await post(
      '/api/owner_document',
      docParts(fields, { bytes: pdfOf(11 * 1024 * 1024), name: 'big.pdf' }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('FILE_TOO_LARGE');
    const tenMb = await post(
      '/api/owner_document',
      docParts(fields, { bytes: pdfOf(10 * 1024 * 1024), name: 'ten.pdf' }),
    );
    expect(tenMb.statusCode, tenMb.body).toBe(201);
    const noExpiry = await post(
      '/api/owner_document',
      docParts({ doc_type_id: '1', propertyId: String(marina) }, { bytes: pdfOf(64), name: 'p.pdf' }),
    );
    expect(noExpiry.statusCode).toBe(422);
    expect(noExpiry.json()).toMatchObject({ code: 'EXPIRY_REQUIRED', validation: [{ path: 'expires_at' }] });
    const past = await post(
      '/api/owner_document',
      docParts({ ...fields, expires_at: addDays(TODAY, -1) }, { bytes: pdfOf(64), name: 'p.pdf' }),
    );
    expect(past.json().code).toBe('EXPIRY_IN_PAST');
    const empty = await post('/api/owner_document', docParts(fields, { bytes: new Uint8Array(0), name: 'p.pdf' }));
    expect(empty.json()).toMatchObject({ status: 422, code: 'FILE_EMPTY' });
    expect(await documentCount()).toBe((before ?? 0) + 1);
  });

  it('sets a DEWA bill expiry to issue + 90 days and refuses one issued more than 50 days ago', async () => {
    const dewa = (issued: string) =>
      post(
        '/api/owner_document',
        docParts(
          { doc_type_id: '3', issued_at: issued, propertyId: String(marina) },
          { bytes: pdfOf(64), name: 'dewa.pdf' },
        ),
      );
    const fresh = await dewa(addDays(TODAY, -10));
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json().owner_document).toMatchObject({
      issued_at: addDays(TODAY, -10),
      expires_at: addDays(TODAY, 80),
      status: 'expiring',
      last_valid_day: addDays(TODAY, 39),
    });
    expect((await dewa(addDays(TODAY, -51))).json().code).toBe('ISSUE_DATE_TOO_OLD');
    expect((await dewa(addDays(TODAY, 1))).json().code).toBe('ISSUE_DATE_IN_FUTURE');
  });

  it("refuses uploads to another owner's property with 404, and serves the NOC only to its owner", async () => {
    const foreign = await post(
      '/api/owner_document',
      docParts({ doc_type_id: '4', propertyId: String(marina) }, { bytes: pdfOf(64), name: 'noc.pdf' }),
      other,
    );
    expect(foreign.statusCode).toBe(404);
    const noc = await get(`/api/owner_noc?propertyId=${marina}`);
    expect(noc.statusCode).toBe(200);
    expect(noc.headers['content-disposition']).toContain('noc-marina-gate.pdf');
    expect((await get(`/api/owner_noc?propertyId=${marina}`, other)).statusCode).toBe(404);
    expect((await get(`/api/owner_noc?propertyId=${palm}`)).statusCode).toBe(404);
  });
});

describe('utilities', () => {
  const utilitiesOf = async (propertyId = marina) =>
    (await get(`/api/owner_utilities?ownerId=${owner.id}&propertyId=${propertyId}`)).json() as UtilitiesResponse;
  const json = (value: unknown) => JSON.stringify(value);

  it('lists the demo utilities in each state and leaves ADDC out for Dubai', async () => {
    const body = await utilitiesOf();
    expect(body.expenses.map((u) => [u.utility, u.has_account, u.paid_by])).toEqual([
      ['internet', true, 1],
      ['electricity', true, 0],
      ['gas', false, 0],
      ['chiller', true, 1],
      ['other', true, 1],
    ]);
    expect(body.expenses[0]).toMatchObject({ is_file: true, doc_filename: 'du-bill.pdf' });
    expect(body.expenses[1]).toMatchObject({ is_link: true, is_file: false });
    expect(body.expensesSelect.electricity).toEqual(['Not set', 'DEWA', 'AADC', 'SEWA', 'EtihadWE']);
    expect(body.ownerEmail).toBe('owner@example.com');
    expect((await get(`/api/owner_utilities?propertyId=${marina}`, other)).statusCode).toBe(404);
  });

  it('saves utilities with the password sealed at rest, a bill file, and deletes what the form leaves out', async () => {
    const before = await utilitiesOf();
    const internet = before.expenses.find((u) => u.utility === 'internet');
    const response = await post(`/api/owner_utilities?ownerId=${owner.id}&propertyId=${marina}`, [
      {
        name: 'internet',
        value: json({ ...internet, has_account: true, pass: 'Tr0ub4dor&3', login: 'olivia' }),
      },
      {
        name: 'electricity',
        value: json({ provider: 'DEWA', has_account: true, account_number: '2045551234', paid_by: 0 }),
      },
      { name: 'gas', value: json({ provider: 'Not set', has_account: false, email: 'owner@example.com', paid_by: 0 }) },
      {
        name: 'other',
        value: json([{ expenseName: 'Pool cleaning', provider: '', has_account: true, account_number: 'P-1' }]),
      },
      { name: 'bill_electricity', fileName: 'dewa.png', contentType: 'image/png', bytes: PNG },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as UtilitiesResponse;
    expect(body.expenses.map((u) => u.utility)).toEqual(['internet', 'electricity', 'gas', 'other']);
    expect(body.expenses[0]).toMatchObject({ pass: 'Tr0ub4dor&3', login: 'olivia', is_file: true });
    expect(body.expenses[3]).toMatchObject({ expenseName: 'Pool cleaning' });

    const [row] = await ctx.database.db
      .select()
      .from(schema.utilities)
      .where(and(eq(schema.utilities.propertyId, marina), eq(schema.utilities.kind, 'internet')));
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('Tr0ub4dor');

    const electricity = body.expenses[1];
    expect(electricity?.doc_filename).toBe('dewa.png');
    const bill = await get(`/api/owner_bill_document?id=${electricity?.id}`);
    expect(bill.statusCode).toBe(200);
    expect(bill.rawPayload.equals(PNG)).toBe(true);
    expect(bill.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(`/api/owner_bill_document?id=${electricity?.id}`, other)).statusCode).toBe(404);
  });

  it('refuses a utility breaking a rule with field codes and changes nothing', async () => {
    const before = await utilitiesOf();
    const response = await post(`/api/owner_utilities?propertyId=${marina}`, [
      { name: 'internet', value: json({ provider: 'Not set', has_account: true, account_number: '123' }) },
      { name: 'gas', value: json({ provider: 'Not set', has_account: false }) },
      { name: 'electricity', value: json({ provider: 'ADDC', has_account: true, account_number: '1' }) },
      { name: 'chiller', value: json({ provider: 'Empower', has_account: true }) },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('UTILITY_INVALID');
    expect(response.json().validation.map((v: { path: string; code: string }) => `${v.path}:${v.code}`)).toEqual([
      'internet.provider:PROVIDER_REQUIRED',
      'electricity.provider:PROVIDER_UNKNOWN',
      'gas.email:EMAIL_REQUIRED',
      'chiller.account_number:ACCOUNT_NUMBER_REQUIRED',
    ]);
    expect(await utilitiesOf()).toEqual(before);
  });

  it('refuses a bill link that is not https, and a NUL or lone surrogate inside a field, changing nothing', async () => {
    const before = await utilitiesOf();
    const gas = (over: Record<string, unknown>) => [
      { name: 'gas', value: json({ provider: 'Not set', has_account: false, email: 'owner@example.com', ...over }) },
    ];
    for (const link of ['http://bills.example/1', 'not a url', 'javascript:alert(1)']) {
      const response = await post(`/api/owner_utilities?propertyId=${marina}`, gas({ bill_link: link }));
      expect(response.json(), link).toMatchObject({
        status: 422,
        code: 'UTILITY_INVALID',
        validation: [{ path: 'gas.bill_link', code: 'LINK_INVALID' }],
      });
    }
    // The field's JSON carries the escapes; parsed, they are the characters PostgreSQL refuses.
    for (const login of ['a\\u0000b', 'a\\ud800b']) {
      const value = json({ provider: 'Not set', has_account: false, email: 'owner@example.com' }).replace(
        '"email"',
        `"login":"${login}","email"`,
      );
      const response = await post(`/api/owner_utilities?propertyId=${marina}`, [{ name: 'gas', value }]);
      expect(response.json(), login).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    const raw = await post(`/api/owner_utilities?propertyId=${marina}`, [{ name: 'gas', value: 'a\u0000b' }]);
    expect(raw.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await utilitiesOf()).toEqual(before);
  });

  it('saves of one list sent at once (a double tap, two devices) leave one list, each kind once', async () => {
    const list = [
      { name: 'internet', value: json({ provider: 'du', has_account: true, account_number: 'ACC-1', email: null }) },
      { name: 'other', value: json([{ expenseName: 'Service charge', has_account: false, email: 'o@example.com' }]) },
    ];
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(`/api/owner_utilities?propertyId=${palm}`, list)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const saved = (await utilitiesOf(palm)).expenses.map((utility) => utility.utility).sort();
    expect(saved).toEqual(['internet', 'other']);
  });

  it("refuses a bill that is not an image or PDF, and another owner's property", async () => {
    const refused = await post(`/api/owner_utilities?propertyId=${marina}`, [
      { name: 'gas', value: json({ provider: 'Not set', has_account: false, email: 'owner@example.com' }) },
      { name: 'bill_gas', fileName: 'bill.pdf', contentType: 'application/pdf', bytes: Buffer.from('MZ\x90\x00') },
    ]);
    expect(refused.statusCode).toBe(415);
    const foreign = await post(`/api/owner_utilities?propertyId=${marina}`, [], other);
    expect(foreign.statusCode).toBe(404);
    expect((await utilitiesOf()).expenses).toHaveLength(5);
  });
});

describe('occupancy', () => {
  it('gives six months from one before the current one, each a whole percentage', async () => {
    const response = await get(`/api/occupancy?propertyId=${marina}`);
    expect(response.statusCode).toBe(200);
    const { months } = response.json();
    expect(months).toHaveLength(6);
    expect(months[1].is_current).toBe(true);
    expect(months[1].month).toBe(TODAY.slice(0, 7));
    for (const month of months) {
      expect(month.percent).toBe(Math.round((month.booked_days / month.days_in_month) * 100));
    }
    expect((await get(`/api/occupancy?propertyId=${marina}`, other)).statusCode).toBe(404);
  });
});
