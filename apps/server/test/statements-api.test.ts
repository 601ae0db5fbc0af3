import type {
  FurnishingInvoicesResponse,
  MaintenanceInvoicesResponse,
  Reservation,
  StatementDetail,
  StatementsListResponse,
} from '@portal/contract';
import { schema } from '@portal/db';
import { DEMO_STATEMENT_MONTHS } from '@portal/db/seed';
import { localDateOf, localMonth, monthOf, monthRange, shiftMonth, toMinorUnits } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabaseFileStore } from '../src/files/database-file-store.ts';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { useTestApp } from './helpers/use-test-app.ts';

let owner: Record<string, string>;
let other: Record<string, string>;
let marina: number;
let otherProperty: number;

const ctx = useTestApp({
  seeded: true,
  now: SEEDED_AT,
  setup: async (ctx) => {
    owner = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    other = ownHeaders(await signIn(ctx.app, 'legacy@example.com'));
    const id = async (nickname: string) =>
      (await ctx.database.db.select().from(schema.properties).where(eq(schema.properties.nickname, nickname)))[0]?.id ??
      0;
    marina = await id('Marina Gate 1204');
    otherProperty = await id('Business Bay 2201');
  },
});

const CURRENT = monthOf(localDateOf(SEEDED_AT, 'Asia/Dubai'));
const monthsAgo = (n: number) => {
  const [year, month] = shiftMonth(CURRENT, -n).split('-').map(Number) as [number, number];
  return { year, month };
};
const post = (url: string, payload: object, headers = owner) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = owner) => ctx.app.inject({ method: 'GET', url, headers });
const list = async () => (await post('/api/statements_list', { property_id: marina })).json() as StatementsListResponse;
const detail = async (year: number, month: number) => {
  const response = await post('/api/statements', { property_id: marina, year, month });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { data: StatementDetail } }).data.data;
};
const cents = (amount: number) => toMinorUnits(amount);

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let isQuoted = false;
  const endCell = () => {
    rows.at(-1)?.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const next = text[i + 1];
    if (isQuoted && char === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (isQuoted && char === '"') isQuoted = false;
    else if (isQuoted) cell += char;
    else if (char === '"') isQuoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' && next === '\n') {
      endCell();
      rows.push([]);
      i++;
    } else cell += char;
  }
  return rows.filter((row) => row.length > 0);
}

describe('statements list and detail', () => {
  it('lists 18 published months newest first, the last two unread; flag says there are some', async () => {
    const { data } = await list();
    expect(data.flag).toBe(true);
    expect(data.data).toHaveLength(DEMO_STATEMENT_MONTHS);
    expect(data.data[0]).toMatchObject({ ...monthsAgo(1), property_nickname: 'Marina Gate 1204', currency: 'AED' });
    expect(data.data.at(-1)).toMatchObject(monthsAgo(DEMO_STATEMENT_MONTHS));
    expect(data.data.map((item) => item.is_read)).toEqual([
      '0',
      '0',
      ...Array.from({ length: DEMO_STATEMENT_MONTHS - 2 }, () => '1'),
    ]);
    expect(data.data[0]?.property_pdf).toBe(
      `/statement_pdf?property_id=${marina}&year=${monthsAgo(1).year}&month=${monthsAgo(1).month}`,
    );
  });

  it('gives one statement whose figures add up: net = gross − fee − expenses + refunds, to the cent', async () => {
    for (const n of [1, 2, 5, 7]) {
      const statement = await detail(monthsAgo(n).year, monthsAgo(n).month);
      const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);
      expect(cents(statement.gross_revenue)).toBe(sum(statement.reservations.map((r) => r.gross_revenue)));
      expect(cents(statement.mgm_fee)).toBe(sum(statement.reservations.map((r) => r.management_fee)));
      expect(cents(statement.all_expenses)).toBe(sum(statement.expenses.map((e) => e.amount)));
      expect(cents(statement.additions)).toBe(sum(statement.refunds_data.map((r) => r.amount)));
      expect(cents(statement.net_amount)).toBe(
        cents(statement.gross_revenue) -
          cents(statement.mgm_fee) -
          cents(statement.all_expenses) +
          cents(statement.additions),
      );
    }
    // Two months ago: the AC servicing invoice and a refund; five months ago the invoice without total_expenses.
    const twoAgo = await detail(monthsAgo(2).year, monthsAgo(2).month);
    expect(twoAgo.expenses).toEqual([
      { kind: 'maintenance', label: 'AC servicing, two units (MNT-1204-027)', amount: 450 },
    ]);
    expect(twoAgo.refunds_data).toEqual([{ description: 'Damage deposit kept from a guest', amount: 75.5 }]);
    const fiveAgo = await detail(monthsAgo(5).year, monthsAgo(5).month);
    expect(fiveAgo.expenses).toEqual([
      { kind: 'maintenance', label: 'Water heater replacement (MNT-1204-019)', amount: 1405.5 },
    ]);
  });

  it('agrees with the calendar: the same reservations and payout figures, to the cent, every month', async () => {
    for (let n = 1; n <= DEMO_STATEMENT_MONTHS; n++) {
      const { year, month } = monthsAgo(n);
      const range = monthRange(localMonth(year, month));
      const calendar = await get(
        `/api/reservations?listingId=${marina}&checkOutDateLocalizedGte=${range.from}&checkInDateLocalizedLte=${range.to}&limit=500`,
      );
      expect(calendar.statusCode).toBe(200);
      const checkedOut = (calendar.json().results as Reservation[]).filter(
        (r) =>
          !r.ownerReservation &&
          !r.isParked &&
          monthOf(localDateOf(new Date(r.end), 'Asia/Dubai')) === localMonth(year, month),
      );
      const statement = await detail(year, month);
      expect(statement.reservations.map((r) => r.confirmation_code)).toEqual(checkedOut.map((r) => r.confirmationCode));
      expect(statement.reservations.map((r) => [r.gross_revenue, r.management_fee, r.net_payout])).toEqual(
        checkedOut.map((r) => [r.grossRevenue, r.managementFee, r.ownerPayout]),
      );
      const calendarGross = checkedOut.reduce((total, r) => total + cents(r.grossRevenue ?? 0), 0);
      expect(cents(statement.gross_revenue)).toBe(calendarGross);
      // The line opens the calendar's own booking details.
      expect(statement.reservations.map((r) => r.booking?.confirmationCode)).toEqual(
        checkedOut.map((r) => r.confirmationCode),
      );
    }
  });

  it("answers another owner's property, an unknown one and a month without a statement with 404", async () => {
    const { year, month } = monthsAgo(1);
    expect((await post('/api/statements', { property_id: marina, year, month }, other)).statusCode).toBe(404);
    expect((await post('/api/statements_list', { property_id: marina }, other)).statusCode).toBe(404);
    expect((await post('/api/statements', { property_id: 987_654, year, month })).statusCode).toBe(404);
    const current = monthsAgo(0);
    expect((await post('/api/statements', { property_id: marina, ...current })).json()).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('refuses a year or month out of range with 400', async () => {
    for (const bad of [
      { year: 1999, month: 5 },
      { year: 2101, month: 5 },
      { year: 2026, month: 0 },
      { year: 2026, month: 13 },
      { year: 'abc', month: 5 },
    ]) {
      const response = await post('/api/statements', { property_id: marina, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(
        (await get(`/api/statement_pdf?property_id=${marina}&year=${bad.year}&month=${bad.month}`)).statusCode,
      ).toBe(400);
    }
    expect((await get(`/api/statements_csv?property_id=${marina}&year=1999`)).statusCode).toBe(400);
  });
});

describe('read state', () => {
  it('marks a statement read once (again is harmless); foreign, unknown and draft ids answer 404', async () => {
    const first = (await list()).data.data[0];
    if (!first) throw new Error('no statement');
    expect((await post('/api/documents_read', { kind: 'statement', id: first.id }, other)).statusCode).toBe(404);
    expect((await list()).data.data[0]?.is_read).toBe('0');
    expect((await post('/api/documents_read', { kind: 'statement', id: first.id })).statusCode).toBe(200);
    expect((await post('/api/documents_read', { kind: 'statement', id: first.id })).statusCode).toBe(200);
    expect((await list()).data.data[0]?.is_read).toBe('1');
    expect((await post('/api/documents_read', { kind: 'statement', id: 987_654 })).statusCode).toBe(404);
    expect((await post('/api/documents_read', { kind: 'nope', id: first.id })).statusCode).toBe(400);
    await ctx.database.db
      .update(schema.statements)
      .set({ status: 'draft', publishedAt: null })
      .where(eq(schema.statements.id, first.id));
    expect((await post('/api/documents_read', { kind: 'statement', id: first.id })).statusCode).toBe(404);
    expect((await list()).data.data).toHaveLength(DEMO_STATEMENT_MONTHS - 1);
  });
});

describe('statement PDF', () => {
  it('downloads a PDF with the nickname and the net amount, a readable name and an ETag, and marks it read', async () => {
    const { year, month } = monthsAgo(1);
    const statement = await detail(year, month);
    const response = await get(`/api/statement_pdf?property_id=${marina}&year=${year}&month=${month}&lang=en`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const name = `statement-Marina-Gate-1204-${year}-${String(month).padStart(2, '0')}.pdf`;
    expect(response.headers['content-disposition']).toContain(`attachment; filename="${name}"`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const text = pdfText(response.rawPayload, { layout: true });
    expect(text).toContain('Marina Gate 1204');
    const net = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'AED', minimumFractionDigits: 2 })
      .format(statement.net_amount)
      .replace(/\u00a0/g, ' ');
    expect(text.replace(/\u00a0/g, ' ')).toContain(net);
    expect(text).toMatch(/Net amount\s+/);
    expect((await list()).data.data[0]?.is_read).toBe('1');

    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"g-/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/statement_pdf?property_id=${marina}&year=${year}&month=${month}&lang=en`,
      headers: { ...owner, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('makes the file once per language and figures, and a new one when the figures change', async () => {
    const { year, month } = monthsAgo(3);
    const url = `/api/statement_pdf?property_id=${marina}&year=${year}&month=${month}&lang=ru`;
    const cached = async () => (await ctx.database.db.select({ n: count() }).from(schema.generatedPdfs))[0]?.n;
    const before = await cached();
    const first = await get(url);
    const second = await get(url);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await cached()).toBe((before ?? 0) + 1);
    const statement = await detail(year, month);
    await ctx.database.db
      .update(schema.properties)
      .set({ nickname: 'Marina Gate 1204 (renamed)' })
      .where(eq(schema.properties.id, marina));
    const third = await get(url);
    expect(third.headers.etag).not.toBe(first.headers.etag);
    expect(pdfText(third.rawPayload)).toContain('Marina Gate 1204 (renamed)');
    expect(await cached()).toBe((before ?? 0) + 1);
    expect(statement.id).toBeGreaterThan(0);
  });

  it('serves the PDF staff uploaded instead of the generated one', async () => {
    const { year, month } = monthsAgo(4);
    const statement = await detail(year, month);
    const bytes = Buffer.from('%PDF-1.4\n% uploaded by staff\n%%EOF\n', 'latin1');
    const stored = await ctx.database.db.transaction((tx) =>
      createDatabaseFileStore().put(tx, {
        ownerId: null,
        purpose: 'statement',
        fileName: 'scan.pdf',
        contentType: 'application/pdf',
        bytes,
      }),
    );
    await ctx.database.db
      .update(schema.statements)
      .set({ uploadedFileId: stored.id })
      .where(eq(schema.statements.id, statement.id));
    const response = await get(`/api/statement_pdf?property_id=${marina}&year=${year}&month=${month}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers.etag).toBe(`"u-${stored.sha256}"`);
    expect(response.headers['content-disposition']).toContain('statement-Marina-Gate-1204-');
  });

  it("answers another owner's statement and an unknown property with 404, and writes no read mark", async () => {
    const { year, month } = monthsAgo(1);
    const reads = async () => (await ctx.database.db.select({ n: count() }).from(schema.documentReads))[0]?.n;
    const before = await reads();
    expect((await get(`/api/statement_pdf?property_id=${marina}&year=${year}&month=${month}`, other)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/statement_pdf?property_id=987654&year=${year}&month=${month}`)).statusCode).toBe(404);
    expect((await get(`/api/statement_pdf?property_id=${otherProperty}&year=${year}&month=${month}`)).statusCode).toBe(
      404,
    );
    expect(await reads()).toBe(before);
  });
});

describe('invoices', () => {
  it('lists maintenance invoices, the one without total_expenses computed like the furnishing figure', async () => {
    const response = await get(`/api/invoice_list_maintenance?property_id=${marina}`);
    expect(response.statusCode).toBe(200);
    const { flag, data } = response.json() as MaintenanceInvoicesResponse;
    expect(flag).toBe(true);
    expect(data.map((invoice) => invoice.invoice_number)).toEqual(['MNT-1204-031', 'MNT-1204-027', 'MNT-1204-019']);
    expect(data[2]).toMatchObject({ title: 'Water heater replacement', total_expenses: 1405.5, total_computed: true });
    expect(data[0]).toMatchObject({ total_expenses: 350, total_computed: false, is_read: '0' });
    expect(data[2]?.is_read).toBe('1');
    expect((await get(`/api/invoice_list_maintenance?property_id=${marina}`, other)).statusCode).toBe(404);
  });

  it('lists furnishing invoices with their total and the balance the statement takes off', async () => {
    const { data } = (
      await get(`/api/invoice_list_furnishing?property_id=${marina}`)
    ).json() as FurnishingInvoicesResponse;
    expect(data.map((invoice) => [invoice.title, invoice.total, invoice.balance])).toEqual([
      ['Kitchen top-up', 1980, 0],
      ['Furnishing package', 28700, 4700],
    ]);
    expect((await get(`/api/invoice_list_furnishing?property_id=${marina}`, other)).statusCode).toBe(404);
  });

  it('downloads an invoice PDF, marks it read; another owner gets 404', async () => {
    const { data } = (
      await get(`/api/invoice_list_maintenance?property_id=${marina}`)
    ).json() as MaintenanceInvoicesResponse;
    const invoice = data[0];
    if (!invoice) throw new Error('no invoice');
    expect((await get(`/api/maintenance_invoice_pdf?id=${invoice.id}`, other)).statusCode).toBe(404);
    const response = await get(`/api/maintenance_invoice_pdf?id=${invoice.id}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(response.headers['content-disposition']).toContain('maintenance-invoice-Marina-Gate-1204-MNT-1204-031.pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('MNT-1204-031');
    expect(text).toContain('AED 350.00');
    const listed = (
      await get(`/api/invoice_list_maintenance?property_id=${marina}`)
    ).json() as MaintenanceInvoicesResponse;
    expect(listed.data[0]?.is_read).toBe('1');
    const { data: furnishing } = (await get(`/api/invoice_list_furnishing?property_id=${marina}`)).json();
    expect((await get(`/api/furnishing_invoice_pdf?id=${furnishing[0].furnishing_id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/furnishing_invoice_pdf?id=${furnishing[0].furnishing_id}`)).statusCode).toBe(200);
  });
});

describe('CSV export of a year', () => {
  it('is UTF-8 with a BOM, one row per reservation, deduction and refund, and totals equal to the statements', async () => {
    const { year } = monthsAgo(2);
    const response = await get(`/api/statements_csv?property_id=${marina}&year=${year}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`statements-Marina-Gate-1204-${year}.csv`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFFDate,Reservation,Guest,Gross revenue,Management fee,Expenses,Refunds,Net',
    );
    const [, ...body] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const statements = (await list()).data.data.filter((s) => s.year === year);
    const netTotal = statements.reduce((total, s) => total + cents(s.net_amount), 0);
    const last = body.at(-1) ?? [];
    expect(last[1]).toBe(`Total ${year}`);
    expect(toMinorUnits(last[7] ?? '')).toBe(netTotal);
    const rows = body.slice(0, -1);
    expect(rows.every((row) => row.length === 8)).toBe(true);
    expect(rows.reduce((total, row) => total + toMinorUnits(row[7] ?? ''), 0)).toBe(netTotal);
    expect(rows).toContainEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Maintenance: AC servicing, two units (MNT-1204-027)',
      '',
      '',
      '',
      '450.00',
      '',
      '-450.00',
    ]);
  });

  it('writes its header in the owner language, and Arabic and Cyrillic names intact', async () => {
    const { year } = monthsAgo(2);
    const ar = await get(`/api/statements_csv?property_id=${marina}&year=${year}&lang=ar`);
    expect(ar.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'التاريخ,الحجز,الضيف,إجمالي الإيرادات,رسوم الإدارة,المصروفات,المبالغ المستردة,الصافي',
    );
    expect(ar.body).toContain(`الإجمالي لعام ${year}`);
    expect((await get(`/api/statements_csv?property_id=${marina}&year=${year}`, other)).statusCode).toBe(404);
  });
});
