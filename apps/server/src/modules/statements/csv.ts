import { lastDayOfMonth, localDateOf, localMonth, minorToDecimal } from '@portal/domain';
import { type Language, t } from '@portal/i18n';
import type { StatementView } from './repo.ts';

/** A UTF-8 byte order mark: spreadsheet programs then read Arabic and Russian correctly. */
export const BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is written as text (OWASP CSV injection). */
function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoted(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

const amount = (minor: number | null) => (minor === null ? '' : minorToDecimal(minor));

/**
 * A year's statement lines for the accountant (RFC 4180, comma separated, CRLF, UTF-8 with a BOM): one row per
 * reservation (dated by its check-out), one per deduction and refund (dated the month's last day), and the year's
 * total. Amounts are plain decimals with a dot, whatever the language, so every spreadsheet reads them as numbers;
 * each row's net is gross − fee − expenses + refunds, so the column adds up to the statements' net.
 */
export function statementsCsv(statements: readonly StatementView[], language: Language, year: number): string {
  const header = ['date', 'reservation', 'guest', 'gross', 'fee', 'expenses', 'refunds', 'net'].map((key) =>
    t(language, `statement.csv.${key}` as 'statement.csv.date'),
  );
  const rows: string[][] = [header];
  const totals = { gross: 0, fee: 0, expenses: 0, refunds: 0, net: 0 };
  for (const statement of statements) {
    const monthEnd = lastDayOfMonth(localMonth(statement.year, statement.month));
    for (const line of statement.lines) {
      rows.push([
        localDateOf(line.checkOut, statement.timeZone),
        textCell(line.confirmationCode),
        textCell(line.guestName ?? ''),
        amount(line.grossRevenue),
        amount(line.managementFee),
        '',
        '',
        amount(line.netPayout),
      ]);
    }
    for (const adjustment of statement.adjustments) {
      const isRefund = adjustment.kind === 'refund';
      const label = `${t(language, `statement.kind.${adjustment.kind}`)}: ${adjustment.label}`;
      rows.push([
        monthEnd,
        textCell(label),
        '',
        '',
        '',
        isRefund ? '' : amount(adjustment.amount),
        isRefund ? amount(adjustment.amount) : '',
        amount(isRefund ? adjustment.amount : -adjustment.amount),
      ]);
    }
    totals.gross += statement.figures.grossRevenue;
    totals.fee += statement.figures.managementFee;
    totals.expenses += statement.figures.expenses;
    totals.refunds += statement.figures.refunds;
    totals.net += statement.figures.net;
  }
  rows.push([
    '',
    textCell(t(language, 'statement.csv.total', { year })),
    '',
    amount(totals.gross),
    amount(totals.fee),
    amount(totals.expenses),
    amount(totals.refunds),
    amount(totals.net),
  ]);
  return `${BOM}${rows.map((row) => row.map(quoted).join(',')).join('\r\n')}\r\n`;
}
