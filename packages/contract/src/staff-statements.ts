import { LANGUAGE_CODES } from '@portal/domain';
import { z } from 'zod';
import { idParam, shortText } from './common.ts';
import { propertyPicture } from './properties.ts';
import { statementMonth, statementYear } from './statements.ts';

/** Month close, statements and invoices in the staff console (decision 032). Money as decimal text. */

const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Expected an amount with at most 2 decimals, e.g. "1250.00"');
const instant = z.string();

export const staffMonthQuery = z.object({ year: statementYear, month: statementMonth });
export const staffMonthRequest = z.object({
  year: statementYear,
  month: statementMonth,
  /** Only this property; every property when absent. */
  propertyId: idParam.optional(),
});
export const closeMonthRequest = staffMonthRequest.extend({
  /** Publish what the close builds in the same step (default: keep them as drafts to review). */
  publish: z.boolean().default(false),
});

export const STATEMENT_STATES = ['none', 'draft', 'published'] as const;
export const staffStatementRow = z.object({
  propertyId: z.number().int(),
  nickname: z.string(),
  ownerEmail: z.string(),
  currency: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  statementId: z.number().int().nullable(),
  state: z.enum(STATEMENT_STATES),
  grossRevenue: z.string().nullable(),
  netAmount: z.string().nullable(),
  hasUploadedPdf: z.boolean(),
  publishedAt: instant.nullable(),
});
export type StaffStatementRow = z.infer<typeof staffStatementRow>;
// GET /api/staff/statements?year&month
export const staffStatementsResponse = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** Whether the month is over on the properties' clock, so it can be closed. */
  isFinished: z.boolean(),
  rows: z.array(staffStatementRow),
});
export type StaffStatementsResponse = z.infer<typeof staffStatementsResponse>;

// POST /api/staff/statements/close
export const closeMonthResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Already published: their figures are frozen and were left as they were. */
  frozen: z.number().int(),
  /** The month is not over yet on these properties' clocks. */
  notFinished: z.number().int(),
  published: z.number().int(),
});
export type CloseMonthResponse = z.infer<typeof closeMonthResponse>;
// POST /api/staff/statements/publish
export const publishResponse = z.object({ published: z.number().int() });

// POST /api/staff/statements/:statementId/pdf (multipart: file)
export const statementIdParams = z.object({ statementId: idParam });
export const statementPdfPreviewQuery = z.object({ lang: z.enum(LANGUAGE_CODES).optional() });

// GET /api/staff/properties/:propertyId/documents
export const propertyIdParams = z.object({ propertyId: idParam });
export const staffInvoiceRow = z.object({
  id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  title: z.string(),
  reference: z.string().nullable(),
  total: z.string(),
  hasUploadedPdf: z.boolean(),
});
export const staffPropertyDocumentsResponse = z.object({
  property: z.object({
    id: z.number().int(),
    nickname: z.string(),
    currency: z.string(),
    ownerId: z.number().int(),
    ownerEmail: z.string(),
    picture: z.string().nullable(),
  }),
  statements: z.array(staffStatementRow),
  maintenance: z.array(staffInvoiceRow),
  furnishing: z.array(staffInvoiceRow),
});
export type StaffPropertyDocumentsResponse = z.infer<typeof staffPropertyDocumentsResponse>;

// POST /api/staff/properties/:propertyId/maintenance-invoices (multipart: these fields and an optional PDF `file`)
export const maintenanceInvoiceFields = z
  .object({
    year: statementYear,
    month: statementMonth,
    invoice_number: shortText(60).trim().min(1),
    title: shortText(200).trim().min(1),
    /** Left empty, the total is computed from the parts like the furnishing figure. */
    total_expenses: decimal.optional(),
    expenses: decimal.optional(),
    fee: decimal.optional(),
    other_expenses: decimal.optional(),
  })
  .refine((f) => f.total_expenses !== undefined || f.expenses !== undefined, {
    message: 'Give total_expenses, or the parts (expenses, fee, other_expenses) it is computed from',
    path: ['total_expenses'],
  });
export type MaintenanceInvoiceFields = z.infer<typeof maintenanceInvoiceFields>;

// POST /api/staff/properties/:propertyId/furnishing-invoices (multipart: these fields and an optional PDF `file`)
export const furnishingInvoiceFields = z.object({
  year: statementYear,
  month: statementMonth,
  title: shortText(200).trim().min(1),
  fp_expenses: decimal,
  fp_fee: decimal,
  non_fp_expenses: decimal,
  total_received: decimal,
});
export type FurnishingInvoiceFields = z.infer<typeof furnishingInvoiceFields>;
export const createdResponse = z.object({ id: z.number().int() });

// PUT /api/staff/properties/:propertyId/picture (decision 085): the address, or null to remove it.
export const staffPropertyPictureRequest = z.object({ picture: propertyPicture.nullable() });
export type StaffPropertyPictureRequest = z.infer<typeof staffPropertyPictureRequest>;
export const staffPropertyPictureResponse = z.object({ picture: z.string().nullable() });
