import type { FurnishingInvoice, StatementListItem } from '@portal/contract';
import { type LocalMonth, localMonth, shiftMonth, toMinorUnits } from '@portal/domain';

export type ListedDocument =
  | { kind: 'statement'; key: string; month: LocalMonth; item: StatementListItem }
  | { kind: 'furnishing'; key: string; month: LocalMonth; item: FurnishingInvoice };

/** docs/product/statements.md#screens: statements and furnishing invoices in one list, newest month first, a month's statement first. */
export function mergeDocuments(statements: StatementListItem[], furnishing: FurnishingInvoice[]): ListedDocument[] {
  const listed: ListedDocument[] = [
    ...statements.map((item) => ({
      kind: 'statement' as const,
      key: `s${item.id}`,
      month: localMonth(item.year, item.month),
      item,
    })),
    ...furnishing.map((item) => ({
      kind: 'furnishing' as const,
      key: `f${item.furnishing_id}`,
      month: localMonth(item.statement_year, item.statement_month),
      item,
    })),
  ];
  const order = (document: ListedDocument) => (document.kind === 'statement' ? 0 : 1);
  // 'YYYY-MM' and 's12' / 'f7' are plain ASCII: compared by code point, as a locale's collation would order them, without
  // building ICU's collator in the render (about 20 ms on a phone for the first comparison).
  const descending = (x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0);
  return listed.sort((a, b) => descending(a.month, b.month) || order(a) - order(b) || descending(a.key, b.key));
}

export interface GlanceMonth {
  month: LocalMonth;
  /** Net payout in minor units; null when there is no statement for the month. */
  net: number | null;
  /** The same month a year earlier. */
  previousNet: number | null;
}

export interface YearAtAGlance {
  months: GlanceMonth[];
  total: number;
  previousTotal: number;
  /** Whether any month a year earlier has a statement (else there is nothing to compare with). */
  hasPrevious: boolean;
  /** How many of the 12 months a year earlier have a statement. */
  previousMonths: number;
  /** Both years have a statement in all 12 months, so their totals compare fairly. */
  isComparable: boolean;
}

/** The last 12 months before `current` with their net payout, beside the same months a year earlier. */
export function yearAtAGlance(statements: StatementListItem[], current: LocalMonth): YearAtAGlance {
  const nets = new Map(statements.map((s) => [localMonth(s.year, s.month), toMinorUnits(s.net_amount)]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = shiftMonth(current, i - 12);
    return { month, net: nets.get(month) ?? null, previousNet: nets.get(shiftMonth(month, -12)) ?? null };
  });
  const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);
  return {
    months,
    total: sum(months.map((m) => m.net)),
    previousTotal: sum(months.map((m) => m.previousNet)),
    hasPrevious: months.some((m) => m.previousNet !== null),
    previousMonths: months.filter((m) => m.previousNet !== null).length,
    isComparable: months.every((m) => m.net !== null && m.previousNet !== null),
  };
}
