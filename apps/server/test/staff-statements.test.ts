import type { StatementDetail, StatementsListResponse } from '@portal/contract';
import type {
  CloseMonthResponse,
  StaffPropertyDocumentsResponse,
  StaffStatementsResponse,
} from '@portal/contract/staff';
import { schema } from '@portal/db';
import { DEMO_STATEMENT_MONTHS } from '@portal/db/seed';
import { localDateOf, monthOf, shiftMonth } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { type FormPart, multipart, pdfOf } from './helpers/multipart.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

let staff: Record<string, string>;
let owner: Record<string, string>;
let marina: number;

const ctx = useTestApp({
  seeded: true,
  now: SEEDED_AT,
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

const month = (n: number) => {
  const [year, number] = shiftMonth(monthOf(localDateOf(SEEDED_AT, 'Asia/Dubai')), -n)
    .split('-')
    .map(Number);
  return { year: year ?? 0, month: number ?? 0 };
};
const LAST = month(1);
const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });
const upload = (url: string, parts: FormPart[], headers = staff) => {
  const body = multipart(parts);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
};
const fields = (values: Record<string, string | number>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value: String(value) }));
const ownerList = async () =>
  (
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/statements_list',
        headers: owner,
        payload: { property_id: marina },
      })
    ).json() as StatementsListResponse
  ).data.data;
const ownerStatement = async (m: { year: number; month: number }) =>
  (
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/statements',
        headers: owner,
        payload: { property_id: marina, ...m },
      })
    ).json() as { data: { data: StatementDetail } }
  ).data.data;
const removeMarinaStatement = (m: { year: number; month: number }) =>
  ctx.database.db
    .delete(schema.statements)
    .where(
      and(
        eq(schema.statements.propertyId, marina),
        eq(schema.statements.year, m.year),
        eq(schema.statements.month, m.month),
      ),
    );

describe('month close and publishing (staff)', () => {
  it('refuses a month that is not over yet (422) and owner credentials (401)', async () => {
    const current = await asStaff('POST', '/api/staff/statements/close', month(0));
    expect(current.statusCode).toBe(422);
    expect(current.json()).toMatchObject({ code: 'MONTH_NOT_FINISHED' });
    const asOwner = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/statements/close',
      headers: owner,
      payload: LAST,
    });
    expect(asOwner.statusCode).toBe(401);
    expect((await asStaff('POST', '/api/staff/statements/close', { year: 1999, month: 1 })).statusCode).toBe(400);
  });

  it('builds a draft the owner does not see, with the month’s new invoice; publishing shows it, frozen', async () => {
    const before = await ownerStatement(LAST);
    await removeMarinaStatement(LAST);
    const invoice = await upload(
      `/api/staff/properties/${marina}/maintenance-invoices`,
      fields({ ...LAST, invoice_number: 'MNT-1204-040', title: 'Door lock', expenses: '200.00', fee: '20.00' }),
    );
    expect(invoice.statusCode, invoice.body).toBe(201);

    const closed = await asStaff('POST', '/api/staff/statements/close', { ...LAST, propertyId: marina });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject<Partial<CloseMonthResponse>>({ created: 1, published: 0 });
    const rows = (
      await asStaff('GET', `/api/staff/statements?year=${LAST.year}&month=${LAST.month}`)
    ).json() as StaffStatementsResponse;
    expect(rows.isFinished).toBe(true);
    expect(rows.rows.find((r) => r.propertyId === marina)).toMatchObject({ state: 'draft' });
    expect(rows.rows.filter((r) => r.state === 'published').length).toBe(rows.rows.length - 1);
    expect(await ownerList()).toHaveLength(DEMO_STATEMENT_MONTHS - 1);

    const published = await asStaff('POST', '/api/staff/statements/publish', LAST);
    expect(published.json()).toEqual({ published: 1 });
    expect(await ownerList()).toHaveLength(DEMO_STATEMENT_MONTHS);
    const after = await ownerStatement(LAST);
    // Same reservations and payouts as before; the new invoice is one more deduction, computed from its parts.
    expect(after.reservations.map((r) => [r.confirmation_code, r.gross_revenue])).toEqual(
      before.reservations.map((r) => [r.confirmation_code, r.gross_revenue]),
    );
    expect(after.expenses).toContainEqual({ kind: 'maintenance', label: 'Door lock (MNT-1204-040)', amount: 220 });
    expect(Math.round((before.net_amount - 220) * 100)).toBe(Math.round(after.net_amount * 100));

    // Published means frozen: another invoice and another close change nothing.
    await upload(
      `/api/staff/properties/${marina}/maintenance-invoices`,
      fields({ ...LAST, invoice_number: 'MNT-1204-041', title: 'Late fix', total_expenses: '99.00' }),
    );
    const again = await asStaff('POST', '/api/staff/statements/close', { ...LAST, propertyId: marina, publish: true });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, frozen: 1 });
    expect((await ownerStatement(LAST)).net_amount).toBe(after.net_amount);

    const audit = await ctx.database.db.select().from(schema.auditLog);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['invoice.maintenance_uploaded', 'statements.closed', 'statements.published']),
    );
    expect(audit.find((a) => a.action === 'statements.published')).toMatchObject({
      actorKind: 'staff',
      actorLabel: 'ops@test.local',
      entity: 'statement',
    });
  });

  it('two closes of the same month at once make one statement', async () => {
    await removeMarinaStatement(LAST);
    const [a, b] = await Promise.all([
      asStaff('POST', '/api/staff/statements/close', { ...LAST, propertyId: marina }),
      asStaff('POST', '/api/staff/statements/close', { ...LAST, propertyId: marina }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().created, b.json().created].sort()).toEqual([0, 1]);
    const stored = await ctx.database.db
      .select()
      .from(schema.statements)
      .where(
        and(
          eq(schema.statements.propertyId, marina),
          eq(schema.statements.year, LAST.year),
          eq(schema.statements.month, LAST.month),
        ),
      );
    expect(stored).toHaveLength(1);
  });
});

describe('statement PDFs and invoices (staff)', () => {
  it("replaces a statement's PDF; the owner then downloads the uploaded file; a non-PDF is refused", async () => {
    const statement = await ownerStatement(month(3));
    const bytes = pdfOf(2048);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    const refused = await upload(`/api/staff/statements/${statement.id}/pdf`, [
      { name: 'file', fileName: 'scan.png', contentType: 'image/png', bytes: png },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(
      (
        await upload('/api/staff/statements/987654/pdf', [
          { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', bytes },
        ])
      ).statusCode,
    ).toBe(404);
    const replaced = await upload(`/api/staff/statements/${statement.id}/pdf`, [
      { name: 'file', fileName: 'scan.pdf', contentType: 'application/pdf', bytes },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/statement_pdf?property_id=${marina}&year=${month(3).year}&month=${month(3).month}`,
      headers: owner,
    });
    expect(download.rawPayload.equals(bytes)).toBe(true);
    const preview = await asStaff('GET', `/api/staff/statements/${statement.id}/pdf`);
    expect(preview.rawPayload.equals(bytes)).toBe(true);
    const audit = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'statement.pdf_replaced'));
    expect(audit).toHaveLength(1);
  });

  it('uploads a furnishing invoice with its PDF; the owner lists and downloads it', async () => {
    const bytes = pdfOf(4096);
    const created = await upload(`/api/staff/properties/${marina}/furnishing-invoices`, [
      ...fields({
        ...LAST,
        title: 'Balcony set',
        fp_expenses: '3000.00',
        fp_fee: '300.00',
        non_fp_expenses: '0',
        total_received: '2000',
      }),
      { name: 'file', fileName: 'balcony.pdf', contentType: 'application/pdf', bytes },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice_list_furnishing?property_id=${marina}`,
      headers: owner,
    });
    expect(list.json().data.find((i: { furnishing_id: number }) => i.furnishing_id === id)).toMatchObject({
      title: 'Balcony set',
      total: 3300,
      balance: 1300,
      is_read: '0',
    });
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/furnishing_invoice_pdf?id=${id}`,
      headers: owner,
    });
    expect(download.rawPayload.equals(bytes)).toBe(true);
    const documents = (
      await asStaff('GET', `/api/staff/properties/${marina}/documents`)
    ).json() as StaffPropertyDocumentsResponse;
    expect(documents.furnishing.find((i) => i.id === id)).toMatchObject({ hasUploadedPdf: true, total: '3300.00' });
    expect(documents.statements).toHaveLength(DEMO_STATEMENT_MONTHS);
  });

  it('refuses bad invoice fields (400), a number the property already has (409), an unknown property (404)', async () => {
    const url = `/api/staff/properties/${marina}/maintenance-invoices`;
    const bad = await upload(url, fields({ ...LAST, invoice_number: 'X-1', title: 'Bad', total_expenses: '12.345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation[0]).toMatchObject({ path: 'total_expenses' });
    const neither = await upload(url, fields({ ...LAST, invoice_number: 'X-2', title: 'No amount' }));
    expect(neither.statusCode).toBe(400);
    expect(
      (await upload(url, fields({ ...LAST, month: 13, invoice_number: 'X-3', title: 'x', total_expenses: '1' })))
        .statusCode,
    ).toBe(400);
    const taken = await upload(
      url,
      fields({ ...LAST, invoice_number: 'MNT-1204-031', title: 'Again', total_expenses: '1' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'INVOICE_NUMBER_TAKEN' });
    const unknown = await upload(
      '/api/staff/properties/987654/maintenance-invoices',
      fields({ ...LAST, invoice_number: 'X-4', title: 'x', total_expenses: '1' }),
    );
    expect(unknown.statusCode).toBe(404);
  });
});
