import { fromMinorUnits } from '@portal/domain';
import { directionOf, formatDay, formatMoney, formatMonthYear, type Language, t } from '@portal/i18n';
import type { StatementView } from '../repo.ts';
import { type Cell, PdfWriter } from './pdf-writer.ts';

const MUTED = '#52606d';

/**
 * One A4 page per statement in the owner's language (decision 031): the property and month, each reservation with its
 * gross revenue, the management fee and every deduction shown negative, the refunds, and the net amount.
 */
export async function renderStatementPdf(statement: StatementView, language: Language): Promise<Buffer> {
  const month = formatMonthYear(statement.year, statement.month, language);
  const pdf = new PdfWriter(directionOf(language), {
    title: `${t(language, 'statement.title')} — ${statement.nickname} — ${month}`,
    language,
  });
  const money = (minor: number) => formatMoney(fromMinorUnits(minor), statement.currency, language);
  const negative = (minor: number) => money(minor === 0 ? 0 : -minor);
  const day = (instant: Date) => formatDay(instant, statement.timeZone, language, false);

  pdf.text(t(language, 'statement.title'), { size: 20, isBold: true });
  pdf.gap(30);
  pdf.text(statement.nickname, { size: 14, isBold: true });
  pdf.gap(20);
  pdf.text(statement.propertyTitle, { color: MUTED });
  pdf.gap(16);
  pdf.text(`${t(language, 'statement.period')}: ${month}`);
  pdf.gap(16);
  pdf.text(t(language, 'statement.currency', { currency: statement.currency }), { color: MUTED, size: 9 });
  pdf.gap(24);

  pdf.text(t(language, 'statement.reservations'), { size: 12, isBold: true });
  pdf.gap(20);
  const header = (text: string, share: number, align: Cell['align'] = 'start'): Cell => ({
    text,
    share,
    align,
    isBold: true,
    size: 9,
    color: MUTED,
  });
  pdf.row([
    header(t(language, 'statement.guest'), 4),
    header(t(language, 'statement.code'), 2.4),
    header(t(language, 'statement.stay'), 3.2),
    header(t(language, 'statement.grossRevenue'), 2.6, 'end'),
  ]);
  pdf.rule();
  if (statement.lines.length === 0) {
    pdf.text(t(language, 'statement.noReservations'), { color: MUTED });
    pdf.gap(18);
  }
  for (const line of statement.lines) {
    pdf.ensureRoom(18);
    const nights = t(language, 'statement.nights', { count: line.nights });
    pdf.row([
      { text: line.guestName ?? '—', share: 4 },
      { text: line.confirmationCode, share: 2.4 },
      { text: `${day(line.checkIn)} – ${day(line.checkOut)} · ${nights}`, share: 3.2, size: 9 },
      { text: money(line.grossRevenue), share: 2.6, align: 'end' },
    ]);
  }
  pdf.rule();
  pdf.gap(6);

  const total = (label: string, amount: string, isBold = false) => {
    pdf.ensureRoom(18);
    pdf.row([
      { text: label, share: 8, isBold },
      { text: amount, share: 4, align: 'end', isBold },
    ]);
  };
  total(t(language, 'statement.grossRevenue'), money(statement.figures.grossRevenue));
  total(t(language, 'statement.managementFee'), negative(statement.figures.managementFee));
  for (const adjustment of statement.adjustments.filter((a) => a.kind !== 'refund')) {
    total(`${t(language, `statement.kind.${adjustment.kind}`)}: ${adjustment.label}`, negative(adjustment.amount));
  }
  for (const refund of statement.adjustments.filter((a) => a.kind === 'refund')) {
    total(`${t(language, 'statement.kind.refund')}: ${refund.label}`, money(refund.amount));
  }
  total(t(language, 'statement.additions'), money(statement.figures.refunds));
  pdf.rule('#1f2933');
  pdf.text(t(language, 'statement.net'), { size: 13, isBold: true, width: pdf.contentWidth * 0.6 });
  pdf.text(money(statement.figures.net), {
    size: 13,
    isBold: true,
    align: 'end',
    inset: pdf.contentWidth * 0.4,
    width: pdf.contentWidth * 0.6,
  });
  pdf.gap(34);
  if (statement.publishedAt) {
    pdf.text(
      t(language, 'statement.issued', { date: formatDay(statement.publishedAt, statement.timeZone, language) }),
      {
        size: 8,
        color: MUTED,
      },
    );
  }
  return pdf.toBuffer();
}
