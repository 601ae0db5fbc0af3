import type { FurnishingInvoice, StatementListItem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { mergeDocuments, yearAtAGlance } from './documents-model.ts';

const statement = (id: number, year: number, month: number, net: number): StatementListItem => ({
  id,
  property_id: 1,
  property_nickname: 'Marina',
  year,
  month,
  month_name: '',
  currency: 'AED',
  gross_revenue: net,
  net_amount: net,
  is_read: '1',
  property_pdf: '',
  published_at: '',
});
const furnishing = (id: number, year: number, month: number) =>
  ({ furnishing_id: id, statement_year: year, statement_month: month }) as FurnishingInvoice;

describe('mergeDocuments', () => {
  it('puts statements and furnishing invoices in one list, newest month first, the statement before the invoice', () => {
    const merged = mergeDocuments(
      [statement(1, 2026, 3, 10), statement(2, 2026, 4, 20)],
      [furnishing(7, 2026, 4), furnishing(8, 2025, 12)],
    );
    expect(merged.map((d) => d.key)).toEqual(['s2', 'f7', 's1', 'f8']);
  });

  it('orders two invoices of one month by their keys, the later key first, the same on every run', () => {
    const merged = mergeDocuments([statement(3, 2026, 4, 5)], [furnishing(7, 2026, 4), furnishing(8, 2026, 4)]);
    expect(merged.map((d) => d.key)).toEqual(['s3', 'f8', 'f7']);
    expect(mergeDocuments([], [furnishing(8, 2026, 4), furnishing(7, 2026, 4)]).map((d) => d.key)).toEqual([
      'f8',
      'f7',
    ]);
  });
});

describe('yearAtAGlance', () => {
  it('takes the 12 months before the current one and the same months a year earlier, with totals in cents', () => {
    const statements = [
      statement(1, 2026, 5, 100.1),
      statement(2, 2025, 6, 50),
      statement(3, 2025, 5, 70.2),
      statement(4, 2024, 6, 40),
      statement(5, 2024, 5, 999),
    ];
    const glance = yearAtAGlance(statements, '2026-06');
    expect(glance.months.map((m) => m.month)).toEqual([
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    expect(glance.months[0]).toEqual({ month: '2025-06', net: 5000, previousNet: 4000 });
    expect(glance.months[11]).toEqual({ month: '2026-05', net: 10010, previousNet: 7020 });
    expect(glance.total).toBe(15010);
    expect(glance.previousTotal).toBe(11020);
    expect(glance.hasPrevious).toBe(true);
    expect(glance.previousMonths).toBe(2);
    expect(glance.isComparable).toBe(false);
  });

  it('has nothing to compare with when no statement is a year old', () => {
    const glance = yearAtAGlance([statement(1, 2026, 5, 10)], '2026-06');
    expect(glance.hasPrevious).toBe(false);
    expect(glance.months.filter((m) => m.net === null)).toHaveLength(11);
  });
});
