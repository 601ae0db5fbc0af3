import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../dates/index.ts';
import { ownerPayout } from '../properties/money.ts';
import { buildStatement, checkStatement, type StatementStay, statementFigures } from './statement.ts';

const DUBAI = 'Asia/Dubai';

function stay(code: string, from: string, to: string, grossMinor: number, commission = '0.2'): StatementStay {
  return {
    confirmationCode: code,
    guestName: `Guest ${code}`,
    checkIn: zonedInstant(from, '15:00', DUBAI),
    checkOut: zonedInstant(to, '11:00', DUBAI),
    nights: 3,
    payout: ownerPayout({ discountedFare: grossMinor, hostServiceFee: 0, grossRevenue: grossMinor, commission }),
  };
}

describe('buildStatement: month close, the pure part', () => {
  //        May                         June                     July
  //  [A 29 May → 2 Jun]   [B 10 → 13 Jun]   [C 28 Jun → 1 Jul]   [D 2 → 5 Jul]
  const stays = [
    stay('A', '2026-05-29', '2026-06-02', 100_050),
    stay('B', '2026-06-10', '2026-06-13', 200_000),
    stay('C', '2026-06-28', '2026-07-01', 300_000),
    stay('D', '2026-07-02', '2026-07-05', 400_000),
  ];
  const june = buildStatement({
    month: '2026-06',
    timeZone: DUBAI,
    stays,
    maintenance: [
      { id: 1, invoiceNumber: 'M-1', title: 'AC repair', totalExpenses: 45_000 },
      { id: 2, invoiceNumber: 'M-2', title: 'Plumbing', totalExpenses: null, expenses: 20_000, fee: 2_000 },
    ],
    furnishing: [
      { id: 5, title: 'Furnishing package', expenses: 500_000, fee: 50_000, otherExpenses: 0, received: 500_000 },
      { id: 6, title: 'Paid in full', expenses: 10_000, fee: 0, otherExpenses: 0, received: 10_000 },
    ],
    refunds: [{ id: 9, description: 'Cleaning overcharge', amount: 15_000 }],
  });

  it('takes the stays checking out in the month, whole, in check-out order', () => {
    expect(june.lines.map((line) => line.confirmationCode)).toEqual(['A', 'B']);
    expect(june.lines[0]).toMatchObject({ grossRevenue: 100_050, managementFee: 20_010, netPayout: 80_040 });
  });

  it('deducts the maintenance totals and the furnishing balance due, and adds the refunds', () => {
    expect(june.adjustments).toEqual([
      { kind: 'maintenance', sourceId: 1, label: 'AC repair (M-1)', amount: 45_000 },
      { kind: 'maintenance', sourceId: 2, label: 'Plumbing (M-2)', amount: 22_000 },
      { kind: 'furnishing', sourceId: 5, label: 'Furnishing package', amount: 50_000 },
      { kind: 'refund', sourceId: 9, label: 'Cleaning overcharge', amount: 15_000 },
    ]);
  });

  it('totals: net = gross − management fee − expenses + refunds, to the cent', () => {
    expect(june.figures).toEqual({
      grossRevenue: 300_050,
      managementFee: 60_010,
      expenses: 117_000,
      refunds: 15_000,
      net: 300_050 - 60_010 - 117_000 + 15_000,
    });
    expect(checkStatement(june)).toEqual([]);
  });

  it('an empty month is a statement of zeros', () => {
    const empty = buildStatement({
      month: '2026-09',
      timeZone: DUBAI,
      stays,
      maintenance: [],
      furnishing: [],
      refunds: [],
    });
    expect(empty.lines).toEqual([]);
    expect(empty.figures).toEqual({ grossRevenue: 0, managementFee: 0, expenses: 0, refunds: 0, net: 0 });
  });

  it('expenses larger than the income make a negative net, which is consistent', () => {
    const costly = buildStatement({
      month: '2026-08',
      timeZone: DUBAI,
      stays: [],
      maintenance: [{ id: 1, invoiceNumber: 'M-9', title: 'Water heater', totalExpenses: 90_000 }],
      furnishing: [],
      refunds: [],
    });
    expect(costly.figures.net).toBe(-90_000);
    expect(checkStatement(costly)).toEqual([]);
  });
});

describe('checkStatement: the consistency check of month close, seed and import', () => {
  const lines = [{ grossRevenue: 100_000, managementFee: 20_000, netPayout: 80_000 }];
  const adjustments = [
    { kind: 'maintenance' as const, amount: 5_000 },
    { kind: 'refund' as const, amount: 1_000 },
  ];
  const figures = statementFigures(lines, adjustments);

  it('accepts figures that add up', () => {
    expect(figures.net).toBe(76_000);
    expect(checkStatement({ figures, lines, adjustments })).toEqual([]);
  });

  it('refuses a net that is not gross − fee − expenses + refunds', () => {
    expect(checkStatement({ figures: { ...figures, net: 76_001 }, lines, adjustments })).toEqual([
      { code: 'NET_MISMATCH', field: 'net', expected: 76_000, actual: 76_001 },
    ]);
  });

  it('refuses totals that are not the sum of their lines', () => {
    const problems = checkStatement({
      figures: { ...figures, grossRevenue: 100_100, net: 76_100 },
      lines,
      adjustments,
    });
    expect(problems.map((p) => p.code)).toEqual(['GROSS_MISMATCH']);
    const fee = checkStatement({ figures: { ...figures, managementFee: 0, net: 96_000 }, lines, adjustments });
    expect(fee.map((p) => p.code)).toEqual(['FEE_MISMATCH']);
    const refunds = checkStatement({ figures: { ...figures, refunds: 0, net: 75_000 }, lines, adjustments });
    expect(refunds.map((p) => p.code)).toEqual(['REFUNDS_MISMATCH']);
    const expenses = checkStatement({ figures: { ...figures, expenses: 0, net: 81_000 }, lines, adjustments });
    expect(expenses.map((p) => p.code)).toEqual(['EXPENSES_MISMATCH']);
  });

  it('refuses a line whose net is not its gross less its fee, and negative amounts', () => {
    const bad = [{ grossRevenue: 100_000, managementFee: 20_000, netPayout: 90_000 }];
    expect(checkStatement({ figures, lines: bad, adjustments })).toEqual([
      { code: 'LINE_NET_MISMATCH', field: 'lines[0].netPayout', expected: 80_000, actual: 90_000 },
    ]);
    const negative = checkStatement({
      figures: statementFigures(lines, [{ kind: 'refund', amount: -1 }]),
      lines,
      adjustments: [{ kind: 'refund', amount: -1 }],
    });
    expect(negative.map((p) => `${p.code} ${p.field}`)).toEqual([
      'NEGATIVE_AMOUNT refunds',
      'NEGATIVE_AMOUNT adjustments[0].amount',
    ]);
  });
});
