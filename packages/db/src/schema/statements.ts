import { ADJUSTMENT_KINDS, FINANCE_DOCUMENT_KINDS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { primaryKey, uuid } from 'drizzle-orm/pg-core';
import {
  bigint,
  check,
  index,
  inList,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamptz,
  uniqueIndex,
} from './columns.ts';
import { files } from './files.ts';
import { owners } from './owners.ts';
import { properties } from './properties.ts';

/** Money in the property's currency: exact decimals, never a float. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const yearMonth = {
  year: smallint('year').notNull(),
  month: smallint('month').notNull(),
};
const yearMonthChecks = (table: string) => [
  check(`${table}_year_check`, sql.raw('year BETWEEN 2000 AND 2100')),
  check(`${table}_month_check`, sql.raw('month BETWEEN 1 AND 12')),
];

export const STATEMENT_STATUSES = ['draft', 'published'] as const;

/**
 * docs/product/statements.md#month-close Statement: one per property and month, built by month close (decision 030). A draft is rebuilt by every
 * close; once published its figures are frozen and owners see it. The database itself refuses figures that do not
 * add up (net = gross − management fee − expenses + refunds), whoever writes them.
 */
export const statements = pgTable(
  'statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ...yearMonth,
    status: text('status', { enum: STATEMENT_STATUSES }).notNull().default('draft'),
    currency: text('currency').notNull(),
    grossRevenue: money('gross_revenue').notNull(),
    managementFee: money('management_fee').notNull(),
    expenses: money('expenses').notNull(),
    refunds: money('refunds').notNull(),
    netAmount: money('net_amount').notNull(),
    // A PDF staff uploaded in place of the generated one.
    uploadedFileId: uuid('uploaded_file_id').references(() => files.id, { onDelete: 'set null' }),
    closedAt: timestamptz('closed_at').notNull(),
    publishedAt: timestamptz('published_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statements_property_month_key').on(t.propertyId, t.year, t.month),
    index('statements_month_idx').on(t.year, t.month),
    index('statements_uploaded_file_idx').on(t.uploadedFileId).where(sql`uploaded_file_id IS NOT NULL`),
    ...yearMonthChecks('statements'),
    check('statements_status_check', sql`status IN (${inList(STATEMENT_STATUSES)})`),
    check('statements_published_at_check', sql`(status = 'published') = (published_at IS NOT NULL)`),
    check('statements_net_check', sql`net_amount = gross_revenue - management_fee - expenses + refunds`),
    check(
      'statements_not_negative_check',
      sql`gross_revenue >= 0 AND management_fee >= 0 AND expenses >= 0 AND refunds >= 0`,
    ),
  ],
);

/** The reservations of a statement with the payout figures they had at close (docs/product/statements.md#month-close reservations[]). */
export const statementReservations = pgTable(
  'statement_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    confirmationCode: text('confirmation_code').notNull(),
    guestName: text('guest_name'),
    checkIn: timestamptz('check_in').notNull(),
    checkOut: timestamptz('check_out').notNull(),
    nights: integer('nights').notNull(),
    grossRevenue: money('gross_revenue').notNull(),
    managementFee: money('management_fee').notNull(),
    netPayout: money('net_payout').notNull(),
  },
  (t) => [
    uniqueIndex('statement_reservations_position_key').on(t.statementId, t.position),
    check('statement_reservations_net_check', sql`net_payout = gross_revenue - management_fee`),
  ],
);

/** The deductions (maintenance invoices, furnishing balances) and additions (refunds) of a statement, as at close. */
export const statementAdjustments = pgTable(
  'statement_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: ADJUSTMENT_KINDS }).notNull(),
    sourceId: integer('source_id'),
    label: text('label').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('statement_adjustments_position_key').on(t.statementId, t.position),
    check('statement_adjustments_kind_check', sql`kind IN (${inList(ADJUSTMENT_KINDS)})`),
    check('statement_adjustments_amount_check', sql`amount >= 0`),
  ],
);

/** Money the company returns to the owner in a month (spec refunds_data[]); month close adds them to the statement. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ...yearMonth,
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('refunds_property_month_idx').on(t.propertyId, t.year, t.month),
    ...yearMonthChecks('refunds'),
    check('refunds_amount_check', sql`amount > 0`),
  ],
);

/**
 * docs/product/statements.md#invoices Maintenance invoice. total_expenses may be absent: the total is then computed like the furnishing figure
 * from the parts (packages/domain invoice-totals). The PDF is generated from the figures unless staff uploaded one.
 */
export const maintenanceInvoices = pgTable(
  'maintenance_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ...yearMonth,
    invoiceNumber: text('invoice_number').notNull(),
    title: text('title').notNull(),
    expenses: money('expenses'),
    fee: money('fee'),
    otherExpenses: money('other_expenses'),
    totalExpenses: money('total_expenses'),
    uploadedFileId: uuid('uploaded_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('maintenance_invoices_number_key').on(t.propertyId, t.invoiceNumber),
    index('maintenance_invoices_property_month_idx').on(t.propertyId, t.year, t.month),
    index('maintenance_invoices_uploaded_file_idx').on(t.uploadedFileId).where(sql`uploaded_file_id IS NOT NULL`),
    ...yearMonthChecks('maintenance_invoices'),
    check(
      'maintenance_invoices_not_negative_check',
      sql`coalesce(expenses, 0) >= 0 AND coalesce(fee, 0) >= 0 AND coalesce(other_expenses, 0) >= 0 AND coalesce(total_expenses, 0) >= 0`,
    ),
  ],
);

/** docs/product/statements.md#invoices Furnishing invoice: package expenses, the fee on them, other expenses, and what the owner already paid. */
export const furnishingInvoices = pgTable(
  'furnishing_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ...yearMonth,
    title: text('title').notNull(),
    fpExpenses: money('fp_expenses').notNull(),
    fpFee: money('fp_fee').notNull(),
    nonFpExpenses: money('non_fp_expenses').notNull(),
    totalReceived: money('total_received').notNull(),
    uploadedFileId: uuid('uploaded_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('furnishing_invoices_property_month_idx').on(t.propertyId, t.year, t.month),
    index('furnishing_invoices_uploaded_file_idx').on(t.uploadedFileId).where(sql`uploaded_file_id IS NOT NULL`),
    ...yearMonthChecks('furnishing_invoices'),
    check(
      'furnishing_invoices_not_negative_check',
      sql`fp_expenses >= 0 AND fp_fee >= 0 AND non_fp_expenses >= 0 AND total_received >= 0`,
    ),
  ],
);

/** Which statements and invoices an owner has read (spec is_read): a row once read, by opening or downloading. */
export const documentReads = pgTable(
  'document_reads',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FINANCE_DOCUMENT_KINDS }).notNull(),
    documentId: integer('document_id').notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.kind, t.documentId] }),
    check('document_reads_kind_check', sql`kind IN (${inList(FINANCE_DOCUMENT_KINDS)})`),
  ],
);

/**
 * Generated PDFs kept until the figures change: the etag is a digest of everything printed (figures, names,
 * language, layout version), so a changed figure makes a new file and the old one goes.
 */
export const generatedPdfs = pgTable(
  'generated_pdfs',
  {
    kind: text('kind', { enum: FINANCE_DOCUMENT_KINDS }).notNull(),
    documentId: integer('document_id').notNull(),
    language: text('language').notNull(),
    etag: text('etag').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.documentId, t.language] }), index('generated_pdfs_file_idx').on(t.fileId)],
);
