import type {
  FurnishingInvoice,
  MaintenanceInvoice,
  Reservation,
  StatementDetail,
  StatementListItem,
} from '@portal/contract';
import { fromMinorUnits } from '@portal/domain';
import type { FurnishingView, MaintenanceView } from './invoices-repo.ts';
import type { StatementSummaryRow, StatementView } from './repo.ts';

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
/** The twelve names once: a list of three years of statements formats no month twice. */
const MONTH_NAMES = Array.from({ length: 12 }, (_, index) => MONTH_NAME.format(new Date(Date.UTC(2000, index, 1))));
/** Spec month_name, in English (the same in every year): the app writes the month in the reader's language itself. */
export const monthName = (_year: number, month: number) => MONTH_NAMES[month - 1] ?? '';
const readFlag = (isRead: boolean) => (isRead ? ('1' as const) : ('0' as const));
const money = fromMinorUnits;

/** Download paths under the owner API base (spec: "path taken from property_pdf under the base"). */
export const downloadPath = {
  statement: (propertyId: number, year: number, month: number) =>
    `/statement_pdf?property_id=${propertyId}&year=${year}&month=${month}`,
  maintenance: (id: number) => `/maintenance_invoice_pdf?id=${id}`,
  furnishing: (id: number) => `/furnishing_invoice_pdf?id=${id}`,
};

export function toListItem(row: StatementSummaryRow, property: { id: number; nickname: string }): StatementListItem {
  return {
    id: row.id,
    property_id: property.id,
    property_nickname: property.nickname,
    year: row.year,
    month: row.month,
    month_name: monthName(row.year, row.month),
    currency: row.currency,
    gross_revenue: money(row.grossRevenue),
    net_amount: money(row.net),
    is_read: readFlag(row.isRead),
    property_pdf: downloadPath.statement(property.id, row.year, row.month),
    published_at: row.publishedAt.toISOString(),
  };
}

/** docs/product/statements.md#server-calls Statement; each reservation carries the calendar's own view of it for the booking-details panel. */
export function toDetail(view: StatementView, bookings: Map<string, Reservation>): StatementDetail {
  const deductions = view.adjustments.filter((a) => a.kind !== 'refund');
  const refunds = view.adjustments.filter((a) => a.kind === 'refund');
  return {
    id: view.id,
    property: view.propertyTitle,
    property_id: view.propertyId,
    property_nickname: view.nickname,
    property_pdf: downloadPath.statement(view.propertyId, view.year, view.month),
    year: view.year,
    month: view.month,
    month_name: monthName(view.year, view.month),
    currency: view.currency,
    time_zone: view.timeZone,
    reservations: view.lines.map((line) => ({
      confirmation_code: line.confirmationCode,
      guest_name: line.guestName,
      check_in: line.checkIn.toISOString(),
      check_out: line.checkOut.toISOString(),
      nights: line.nights,
      gross_revenue: money(line.grossRevenue),
      management_fee: money(line.managementFee),
      net_payout: money(line.netPayout),
      booking: bookings.get(line.confirmationCode) ?? null,
    })),
    gross_revenue: money(view.figures.grossRevenue),
    mgm_fee: money(view.figures.managementFee),
    all_expenses: money(view.figures.expenses),
    expenses: deductions.map((a) => ({
      kind: a.kind as 'maintenance' | 'furnishing',
      label: a.label,
      amount: money(a.amount),
    })),
    refunds_data: refunds.map((a) => ({ description: a.label, amount: money(a.amount) })),
    additions: money(view.figures.refunds),
    net_amount: money(view.figures.net),
    is_read: readFlag(view.isRead),
    published_at: (view.publishedAt ?? new Date(0)).toISOString(),
  };
}

export function toMaintenanceWire(invoice: MaintenanceView): MaintenanceInvoice {
  return {
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    title: invoice.title,
    invoice_year: invoice.year,
    invoice_month: invoice.month,
    total_expenses: money(invoice.total),
    total_computed: invoice.totalExpenses === null,
    currency: invoice.currency,
    is_read: readFlag(invoice.isRead),
    pdf: downloadPath.maintenance(invoice.id),
  };
}

export function toFurnishingWire(invoice: FurnishingView): FurnishingInvoice {
  return {
    furnishing_id: invoice.id,
    title: invoice.title,
    statement_year: invoice.year,
    statement_month: invoice.month,
    fp_expenses: money(invoice.fpExpenses),
    fp_fee: money(invoice.fpFee),
    non_fp_expenses: money(invoice.nonFpExpenses),
    total_received: money(invoice.totalReceived),
    total: money(invoice.total),
    balance: money(invoice.balance),
    currency: invoice.currency,
    is_read: readFlag(invoice.isRead),
    pdf: downloadPath.furnishing(invoice.id),
  };
}

/** What a generated PDF prints (read state aside): its digest is the file's ETag. */
export function printedStatement(view: StatementView) {
  const { isRead: _read, uploadedFileId: _upload, ...printed } = view;
  return printed;
}
