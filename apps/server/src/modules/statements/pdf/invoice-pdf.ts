import { fromMinorUnits } from '@portal/domain';
import { directionOf, formatMoney, formatMonthYear, type Language, t } from '@portal/i18n';
import type { FurnishingView, MaintenanceView } from '../invoices-repo.ts';
import { PdfWriter } from './pdf-writer.ts';

const MUTED = '#52606d';

function heading(pdf: PdfWriter, title: string, invoice: MaintenanceView | FurnishingView, language: Language) {
  pdf.text(title, { size: 20, isBold: true });
  pdf.gap(30);
  pdf.text(invoice.nickname, { size: 14, isBold: true });
  pdf.gap(20);
  pdf.text(invoice.propertyTitle, { color: MUTED });
  pdf.gap(16);
  pdf.text(`${t(language, 'statement.period')}: ${formatMonthYear(invoice.year, invoice.month, language)}`);
  pdf.gap(16);
  pdf.text(t(language, 'statement.currency', { currency: invoice.currency }), { color: MUTED, size: 9 });
  pdf.gap(24);
  pdf.text(invoice.title, { size: 12, isBold: true });
  pdf.gap(20);
  pdf.rule();
}

function line(pdf: PdfWriter, label: string, amount: string, isBold = false) {
  pdf.row([
    { text: label, share: 8, isBold },
    { text: amount, share: 4, align: 'end', isBold },
  ]);
}

/** A maintenance invoice in the owner's language: its parts when it has them, and its total. */
export async function renderMaintenancePdf(invoice: MaintenanceView, language: Language): Promise<Buffer> {
  const title = t(language, 'statement.maintenance.title');
  const pdf = new PdfWriter(directionOf(language), { title: `${title} ${invoice.invoiceNumber}`, language });
  const money = (minor: number) => formatMoney(fromMinorUnits(minor), invoice.currency, language);
  heading(pdf, title, invoice, language);
  line(pdf, t(language, 'statement.maintenance.number'), invoice.invoiceNumber);
  if (invoice.expenses !== null) line(pdf, t(language, 'statement.maintenance.expenses'), money(invoice.expenses));
  if (invoice.fee !== null) line(pdf, t(language, 'statement.maintenance.fee'), money(invoice.fee));
  if (invoice.otherExpenses !== null) {
    line(pdf, t(language, 'statement.maintenance.otherExpenses'), money(invoice.otherExpenses));
  }
  pdf.rule('#1f2933');
  line(pdf, t(language, 'statement.maintenance.total'), money(invoice.total), true);
  if (invoice.totalExpenses === null) {
    pdf.gap(8);
    pdf.text(t(language, 'statement.maintenance.computed'), { size: 8, color: MUTED });
  }
  return pdf.toBuffer();
}

/** A furnishing invoice: the package, its fee, other expenses, what the owner paid and the balance taken off. */
export async function renderFurnishingPdf(invoice: FurnishingView, language: Language): Promise<Buffer> {
  const title = t(language, 'statement.furnishing.title');
  const pdf = new PdfWriter(directionOf(language), { title: `${title} — ${invoice.title}`, language });
  const money = (minor: number) => formatMoney(fromMinorUnits(minor), invoice.currency, language);
  heading(pdf, title, invoice, language);
  line(pdf, t(language, 'statement.furnishing.fpExpenses'), money(invoice.fpExpenses));
  line(pdf, t(language, 'statement.furnishing.fpFee'), money(invoice.fpFee));
  line(pdf, t(language, 'statement.furnishing.nonFpExpenses'), money(invoice.nonFpExpenses));
  pdf.rule();
  line(pdf, t(language, 'statement.furnishing.total'), money(invoice.total), true);
  line(
    pdf,
    t(language, 'statement.furnishing.received'),
    money(invoice.totalReceived === 0 ? 0 : -invoice.totalReceived),
  );
  pdf.rule('#1f2933');
  line(pdf, t(language, 'statement.furnishing.balance'), money(invoice.balance), true);
  return pdf.toBuffer();
}
