import { DOCUMENT_TYPE_KEYS, REMINDER_THRESHOLDS, UTILITY_KINDS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { uuid } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  inList,
  integer,
  pgTable,
  smallint,
  text,
  timestamptz,
  uniqueIndex,
} from './columns.ts';
import { files } from './files.ts';
import { outbox, owners } from './owners.ts';
import { properties } from './properties.ts';

/**
 * docs/product/settings-property-summary.md#utilities Utility: one account per kind and property (any number of 'other' expenses). The password is sealed
 * at rest (apps/server/src/lib/secret-box.ts); a bill is an uploaded file or a link.
 */
export const utilities = pgTable(
  'utilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UTILITY_KINDS }).notNull(),
    expenseName: text('expense_name'),
    provider: text('provider').notNull().default('Not set'),
    hasAccount: boolean('has_account').notNull(),
    accountNumber: text('account_number'),
    // 0 = the company, 1 = the owner (docs/product/settings-property-summary.md#utilities).
    paidBy: smallint('paid_by').notNull().default(1),
    login: text('login'),
    passwordSealed: text('password_sealed'),
    email: text('email'),
    billFileId: uuid('bill_file_id').references(() => files.id, { onDelete: 'set null' }),
    billLink: text('bill_link'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('utilities_property_kind_key').on(t.propertyId, t.kind).where(sql`kind <> 'other'`),
    index('utilities_owner_property_idx').on(t.ownerId, t.propertyId),
    check('utilities_kind_check', sql`kind IN (${inList(UTILITY_KINDS)})`),
    check('utilities_paid_by_check', sql`paid_by IN (0, 1)`),
  ],
);

/** docs/product/settings-property-summary.md#owner-documents Owner document: Passport, Title Deed, DEWA Bill or NOC of one property, its file and its expiry. */
export const ownerDocuments = pgTable(
  'owner_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    docType: text('doc_type', { enum: DOCUMENT_TYPE_KEYS }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    // DEWA bills: the bill's date; the expiry is this plus 90 days.
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('owner_documents_owner_property_idx').on(t.ownerId, t.propertyId),
    index('owner_documents_expires_idx').on(t.expiresOn),
    // The reminder job's "latest document of each type per property".
    index('owner_documents_latest_idx').on(t.propertyId, t.docType, t.expiresOn),
    check('owner_documents_type_check', sql`doc_type IN (${inList(DOCUMENT_TYPE_KEYS)})`),
  ],
);

/**
 * One row per document and reminder threshold, written in the transaction that queues the mail: the primary key
 * makes each reminder go out once, however many server processes run the job.
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => ownerDocuments.id, { onDelete: 'cascade' }),
    threshold: text('threshold', { enum: REMINDER_THRESHOLDS }).notNull(),
    // The expiry the reminder was about: a replaced file with a new expiry starts a new schedule.
    expiresOn: date('expires_on').notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_reminders_key').on(t.documentId, t.threshold, t.expiresOn),
    check('document_reminders_threshold_check', sql`threshold IN (${inList(REMINDER_THRESHOLDS)})`),
  ],
);
