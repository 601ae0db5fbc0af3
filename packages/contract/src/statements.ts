import { FINANCE_DOCUMENT_KINDS, LANGUAGE_CODES } from '@portal/domain';
import { z } from 'zod';
import { reservation } from './calendar.ts';
import { idParam, wireInteger } from './common.ts';

/** Statements and invoices of docs/product/statements.md#server-calls (own surface); money as JSON numbers with at most 2 decimals (decision 018). */

export const statementYear = wireInteger(2000, 2100);
export const statementMonth = wireInteger(1, 12);
const money = z.number();
/** Spec is_read: '1' read, '0' unread. */
const isRead = z.enum(['0', '1']);
const language = z.enum(LANGUAGE_CODES).optional();

// POST /api/statements_list (form: property_id)
export const statementsListRequest = z.object({ property_id: idParam });
export const statementListItem = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  property_nickname: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  month_name: z.string(),
  currency: z.string(),
  gross_revenue: money,
  net_amount: money,
  is_read: isRead,
  /** The download path under the API base (spec "statement PDF: path taken from property_pdf"). */
  property_pdf: z.string(),
  published_at: z.string(),
});
export type StatementListItem = z.infer<typeof statementListItem>;
/** flag: whether the property has any published statement. Newest first. */
export const statementsListResponse = z.object({
  data: z.object({ flag: z.boolean(), data: z.array(statementListItem) }),
});
export type StatementsListResponse = z.infer<typeof statementsListResponse>;

// POST /api/statements (form: property_id, month, year)
export const statementRequest = z.object({ property_id: idParam, month: statementMonth, year: statementYear });
export const statementReservation = z.object({
  confirmation_code: z.string(),
  guest_name: z.string().nullable(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  gross_revenue: money,
  management_fee: money,
  net_payout: money,
  /** The reservation as the calendar shows it now, for the booking-details panel; null when it is gone. */
  booking: reservation.nullable(),
});
export const statementDeduction = z.object({
  kind: z.enum(['maintenance', 'furnishing']),
  label: z.string(),
  amount: money,
});
export const statementDetail = z.object({
  id: z.number().int(),
  property: z.string(),
  property_id: z.number().int(),
  property_nickname: z.string(),
  property_pdf: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  month_name: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  reservations: z.array(statementReservation),
  gross_revenue: money,
  mgm_fee: money,
  /** The deductions besides the management fee: maintenance invoices and furnishing balances. */
  all_expenses: money,
  expenses: z.array(statementDeduction),
  refunds_data: z.array(z.object({ description: z.string(), amount: money })),
  /** docs/product/statements.md#figures: additions = the sum of the refunds' amounts. */
  additions: money,
  net_amount: money,
  is_read: isRead,
  published_at: z.string(),
});
export type StatementDetail = z.infer<typeof statementDetail>;
export const statementResponse = z.object({ data: z.object({ data: statementDetail }) });
export type StatementResponse = z.infer<typeof statementResponse>;

// GET /api/invoice_list_maintenance?property_id, GET /api/invoice_list_furnishing?property_id
export const invoiceListQuery = z.object({ property_id: idParam });
export const maintenanceInvoice = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  title: z.string(),
  invoice_year: z.number().int(),
  invoice_month: z.number().int(),
  /** As stated on the invoice, or when absent computed like the furnishing figure (total_computed true). */
  total_expenses: money,
  total_computed: z.boolean(),
  currency: z.string(),
  is_read: isRead,
  pdf: z.string(),
});
export type MaintenanceInvoice = z.infer<typeof maintenanceInvoice>;
export const maintenanceInvoicesResponse = z.object({ flag: z.boolean(), data: z.array(maintenanceInvoice) });
export type MaintenanceInvoicesResponse = z.infer<typeof maintenanceInvoicesResponse>;

export const furnishingInvoice = z.object({
  furnishing_id: z.number().int(),
  title: z.string(),
  statement_year: z.number().int(),
  statement_month: z.number().int(),
  fp_expenses: money,
  fp_fee: money,
  non_fp_expenses: money,
  total_received: money,
  /** fp_expenses + fp_fee + non_fp_expenses. */
  total: money,
  /** What the statement of that month takes off: total − total_received, never below zero. */
  balance: money,
  currency: z.string(),
  is_read: isRead,
  pdf: z.string(),
});
export type FurnishingInvoice = z.infer<typeof furnishingInvoice>;
export const furnishingInvoicesResponse = z.object({ flag: z.boolean(), data: z.array(furnishingInvoice) });
export type FurnishingInvoicesResponse = z.infer<typeof furnishingInvoicesResponse>;

// POST /api/documents_read: docs/product/statements.md#read-state, unread becomes read on leaving the detail (a download marks it read too).
export const documentKind = z.enum(FINANCE_DOCUMENT_KINDS);
export const markReadRequest = z.object({ kind: documentKind, id: idParam });

// GET /api/statement_pdf?property_id&year&month[&lang]
export const statementPdfQuery = z.object({
  property_id: idParam,
  year: statementYear,
  month: statementMonth,
  lang: language,
});
// GET /api/maintenance_invoice_pdf?id[&lang], GET /api/furnishing_invoice_pdf?id[&lang]
export const invoicePdfQuery = z.object({ id: idParam, lang: language });

// GET /api/statements_csv?property_id&year[&lang]: a year's statement lines for the accountant.
export const statementsCsvQuery = z.object({ property_id: idParam, year: statementYear, lang: language });
