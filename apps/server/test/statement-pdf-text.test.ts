import type { StatementDetail } from '@portal/contract';
import { schema } from '@portal/db';
import { localDateOf, monthOf, shiftMonth } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownHeaders, signIn } from './helpers/auth.ts';
import { pdfFonts, pdfText } from './helpers/pdf-text.ts';
import { SEEDED_AT } from './helpers/run-context.ts';
import { useTestApp } from './helpers/use-test-app.ts';

let owner: Record<string, string>;
let marina: number;
const ctx = useTestApp({
  seeded: true,
  now: SEEDED_AT,
  setup: async (ctx) => {
    owner = ownHeaders(await signIn(ctx.app, 'owner@example.com'));
    const [row] = await ctx.database.db
      .select()
      .from(schema.properties)
      .where(eq(schema.properties.nickname, 'Marina Gate 1204'));
    marina = row?.id ?? 0;
  },
});

// Two months ago Marina Gate 1204 has reservations, a maintenance deduction and a refund.
const [year, month] = shiftMonth(monthOf(localDateOf(SEEDED_AT, 'Asia/Dubai')), -2)
  .split('-')
  .map(Number);
let statement: StatementDetail;

async function pdfOf(lang: 'ar' | 'ru' | 'en'): Promise<Buffer> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/statement_pdf?property_id=${marina}&year=${year}&month=${month}&lang=${lang}`,
    headers: owner,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** pdftotext's text with every run of spaces (NBSP included) as one space, one printed line per line. */
async function textOf(lang: 'ar' | 'ru'): Promise<string[]> {
  return pdfText(await pdfOf(lang), { layout: true })
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean);
}

const lineWith = (lines: string[], text: string) => lines.findIndex((line) => line.includes(text));
const amount = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(value)
    .replace(/\u00a0|\u202f/g, ' ');

beforeAll(async () => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/statements',
    headers: owner,
    payload: { property_id: marina, year, month },
  });
  statement = response.json().data.data;
  expect(statement.reservations.length).toBeGreaterThan(0);
  expect(statement.refunds_data.length).toBeGreaterThan(0);
});

describe('statement PDF text in Arabic and Russian (pdftotext, as a reader copying it gets it)', () => {
  it('Arabic: joined words read in logical order, title first, each reservation in order, the net on its line', async () => {
    const lines = await textOf('ar');
    // Words come out in reading order, not mirrored: "الكشف الشهري", never "الشهري الكشف".
    expect(lines[0]).toBe('الكشف الشهري');
    expect(lines.join('\n')).not.toContain('الشهري الكشف');
    expect(lineWith(lines, 'Marina Gate 1204')).toBe(1);
    expect(lineWith(lines, 'الحجوزات')).toBeGreaterThan(1);
    const rows = statement.reservations.map((r) => lineWith(lines, r.confirmation_code));
    expect(rows.every((row) => row > lineWith(lines, 'الحجوزات'))).toBe(true);
    expect([...rows].sort((a, b) => a - b)).toEqual(rows);
    for (const r of statement.reservations) {
      if (r.guest_name) expect(lines[lineWith(lines, r.confirmation_code)]).toContain(r.guest_name);
    }
    const net = lines[lineWith(lines, 'صافي المبلغ')] ?? '';
    expect(net).toContain(amount(statement.net_amount, 'en-US'));
    expect(lineWith(lines, 'صافي المبلغ')).toBeGreaterThan(rows.at(-1) ?? 0);
    // Deductions shown negative, the refund positive.
    expect(lines.join('\n')).toContain(`-${amount(statement.mgm_fee, 'en-US')}`);
    const refund = statement.refunds_data[0];
    expect(lines[lineWith(lines, refund?.description ?? '?')]).toContain(amount(refund?.amount ?? 0, 'en-US'));
    expect(lines[lineWith(lines, refund?.description ?? '?')]).not.toContain(
      `-${amount(refund?.amount ?? 0, 'en-US')}`,
    );
  });

  it('Russian: Cyrillic labels and the month in Russian, amounts in the Russian number format', async () => {
    const lines = await textOf('ru');
    expect(lines[0]).toBe('Ежемесячный отчёт');
    expect(lines[1]).toBe('Marina Gate 1204');
    const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 1)),
    );
    expect(lines).toContain(`Месяц: ${monthName}`);
    const header = lineWith(lines, 'Гость');
    expect(lines[header]).toBe('Гость Бронирование Проживание Валовой доход');
    expect(lines[lineWith(lines, 'К выплате')]).toBe(`К выплате ${amount(statement.net_amount, 'ru-RU')} AED`);
    expect(lines[lineWith(lines, 'Комиссия за управление')]).toBe(
      `Комиссия за управление -${amount(statement.mgm_fee, 'ru-RU')} AED`,
    );
  });

  it('embeds Noto Sans, and DejaVu Sans where there is Arabic (decision 100), so it reads the same anywhere', async () => {
    const fontsOf = async (lang: 'ar' | 'en') => {
      const fonts = pdfFonts(await pdfOf(lang));
      expect(
        fonts.every((font) => font.isEmbedded),
        JSON.stringify(fonts),
      ).toBe(true);
      return [...new Set(fonts.map((font) => font.name))].sort();
    };
    expect(await fontsOf('ar')).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'NotoSans-Bold', 'NotoSans-Regular']);
    expect(await fontsOf('en')).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
  });
});
