import type { LocalMonth } from '../dates/index.ts';
import type { OwnerPayoutMinor } from '../properties/money.ts';
import { furnishingBalance, type InvoiceParts, maintenanceTotal } from './invoice-totals.ts';
import { statementMonthOf } from './statement-month.ts';

/** A statement's totals in minor units (docs/product/statements.md#figures Statement: gross_revenue, mgm_fee, all_expenses, refunds, net_amount). */
export interface StatementFigures {
  grossRevenue: number;
  managementFee: number;
  expenses: number;
  refunds: number;
  net: number;
}

/** One reservation on a statement: the stay's own payout figures, frozen when the statement is published. */
export interface StatementLine {
  confirmationCode: string;
  guestName: string | null;
  checkIn: Date;
  checkOut: Date;
  nights: number;
  grossRevenue: number;
  managementFee: number;
  netPayout: number;
}

export const ADJUSTMENT_KINDS = ['maintenance', 'furnishing', 'refund'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** A deduction (an invoice) or an addition (a refund); the amount is positive, the kind says which way it goes. */
export interface StatementAdjustment {
  kind: AdjustmentKind;
  /** The invoice or refund row it came from, when there is one. */
  sourceId: number | null;
  label: string;
  amount: number;
}

export interface BuiltStatement {
  lines: StatementLine[];
  adjustments: StatementAdjustment[];
  figures: StatementFigures;
}

export interface StatementStay {
  confirmationCode: string;
  guestName: string | null;
  checkIn: Date;
  checkOut: Date;
  nights: number;
  payout: OwnerPayoutMinor;
}

export interface StatementInput {
  month: LocalMonth;
  timeZone: string;
  /** Guest stays that may belong to the month; those checking out in another month are left out. */
  stays: readonly StatementStay[];
  maintenance: readonly (Partial<InvoiceParts> & {
    id: number;
    invoiceNumber: string;
    title: string;
    totalExpenses: number | null;
  })[];
  furnishing: readonly (InvoiceParts & { id: number; title: string; received: number })[];
  refunds: readonly { id: number; description: string; amount: number }[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Totals from lines and adjustments, with net = gross − management fee − expenses + refunds. */
export function statementFigures(
  lines: readonly Pick<StatementLine, 'grossRevenue' | 'managementFee'>[],
  adjustments: readonly Pick<StatementAdjustment, 'kind' | 'amount'>[],
): StatementFigures {
  const grossRevenue = sum(lines.map((line) => line.grossRevenue));
  const managementFee = sum(lines.map((line) => line.managementFee));
  const expenses = sum(adjustments.filter((a) => a.kind !== 'refund').map((a) => a.amount));
  const refunds = sum(adjustments.filter((a) => a.kind === 'refund').map((a) => a.amount));
  return { grossRevenue, managementFee, expenses, refunds, net: grossRevenue - managementFee - expenses + refunds };
}

/**
 * Month close, the pure part: the month's reservations (check-out in the month, decision 030) with the payout the
 * calendar shows for each, the month's maintenance invoices and furnishing balances as deductions, its refunds as
 * additions, and the totals.
 */
export function buildStatement(input: StatementInput): BuiltStatement {
  const lines = input.stays
    .filter((stay) => statementMonthOf(stay.checkOut, input.timeZone) === input.month)
    .map(
      (stay): StatementLine => ({
        confirmationCode: stay.confirmationCode,
        guestName: stay.guestName,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: stay.nights,
        grossRevenue: stay.payout.grossRevenue,
        managementFee: stay.payout.managementFee,
        netPayout: stay.payout.netPayout,
      }),
    )
    .sort(
      (a, b) => a.checkOut.getTime() - b.checkOut.getTime() || a.confirmationCode.localeCompare(b.confirmationCode),
    );
  const adjustments: StatementAdjustment[] = [
    ...input.maintenance.map((invoice) => ({
      kind: 'maintenance' as const,
      sourceId: invoice.id,
      label: `${invoice.title} (${invoice.invoiceNumber})`,
      amount: maintenanceTotal(invoice),
    })),
    ...input.furnishing
      .map((invoice) => ({
        kind: 'furnishing' as const,
        sourceId: invoice.id,
        label: invoice.title,
        amount: furnishingBalance(invoice),
      }))
      .filter((adjustment) => adjustment.amount > 0),
    ...input.refunds.map((refund) => ({
      kind: 'refund' as const,
      sourceId: refund.id,
      label: refund.description,
      amount: refund.amount,
    })),
  ];
  return { lines, adjustments, figures: statementFigures(lines, adjustments) };
}

export type StatementProblemCode =
  | 'NET_MISMATCH'
  | 'GROSS_MISMATCH'
  | 'FEE_MISMATCH'
  | 'EXPENSES_MISMATCH'
  | 'REFUNDS_MISMATCH'
  | 'LINE_NET_MISMATCH'
  | 'NEGATIVE_AMOUNT';

export interface StatementProblem {
  code: StatementProblemCode;
  /** Where: a figure's name, or lines[i] / adjustments[i]. */
  field: string;
  expected: number | null;
  actual: number;
}

/**
 * The consistency check every statement passes before it is stored (month close, demo seed, staff import):
 * net = gross − management fee − expenses + refunds, each total equals the sum of its lines, every line's net is its
 * gross less its fee, and no amount is negative. An empty list means the statement is consistent.
 */
export function checkStatement(statement: {
  figures: StatementFigures;
  lines: readonly Pick<StatementLine, 'grossRevenue' | 'managementFee' | 'netPayout'>[];
  adjustments: readonly Pick<StatementAdjustment, 'kind' | 'amount'>[];
}): StatementProblem[] {
  const { figures, lines, adjustments } = statement;
  const problems: StatementProblem[] = [];
  const negative = (field: string, value: number) => {
    if (value < 0) problems.push({ code: 'NEGATIVE_AMOUNT', field, expected: null, actual: value });
  };
  for (const field of ['grossRevenue', 'managementFee', 'expenses', 'refunds'] as const)
    negative(field, figures[field]);
  lines.forEach((line, i) => {
    negative(`lines[${i}].grossRevenue`, line.grossRevenue);
    negative(`lines[${i}].managementFee`, line.managementFee);
    const expected = line.grossRevenue - line.managementFee;
    if (line.netPayout !== expected) {
      problems.push({ code: 'LINE_NET_MISMATCH', field: `lines[${i}].netPayout`, expected, actual: line.netPayout });
    }
  });
  adjustments.forEach((adjustment, i) => {
    negative(`adjustments[${i}].amount`, adjustment.amount);
  });
  const fromLines = statementFigures(lines, adjustments);
  const totals = [
    ['grossRevenue', 'GROSS_MISMATCH'],
    ['managementFee', 'FEE_MISMATCH'],
    ['expenses', 'EXPENSES_MISMATCH'],
    ['refunds', 'REFUNDS_MISMATCH'],
  ] as const;
  for (const [field, code] of totals) {
    if (figures[field] !== fromLines[field])
      problems.push({ code, field, expected: fromLines[field], actual: figures[field] });
  }
  const net = figures.grossRevenue - figures.managementFee - figures.expenses + figures.refunds;
  if (figures.net !== net) problems.push({ code: 'NET_MISMATCH', field: 'net', expected: net, actual: figures.net });
  return problems;
}

/** The owner's finance documents: monthly statements, and maintenance and furnishing invoices. */
export const FINANCE_DOCUMENT_KINDS = ['statement', 'maintenance', 'furnishing'] as const;
export type FinanceDocumentKind = (typeof FINANCE_DOCUMENT_KINDS)[number];
