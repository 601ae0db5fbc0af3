import { LANGUAGE_CODES, LOGIN_STATUSES } from '@portal/domain';
import { z } from 'zod';

/**
 * The import file of `npm run admin -- import FILE.json` (docs/import.md, decision 049). Every record has an
 * `externalId`, stable across exports from the system it comes from: importing the same file again matches each
 * record to the row it made and changes nothing; a changed record updates its row. References between records use
 * those ids. Sections are optional; unknown fields and sections are refused, so a typo never passes silently.
 */

const externalId = z.string().trim().min(1).max(100);
const text = (max = 255) => z.string().trim().max(max);
const money = z
  .string()
  .regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'Expected an amount with at most 2 decimals, as a string, e.g. "1250.00"');
/** Wall-clock time in the property's zone, 'YYYY-MM-DDTHH:mm', or an instant with an offset. */
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/, 'Expected YYYY-MM-DDTHH:mm');
const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'Expected an IANA time zone, e.g. Asia/Dubai' },
);

export const importOwner = z.strictObject({
  externalId,
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  firstName: text(100),
  lastName: text(100),
  loginStatus: z.enum(LOGIN_STATUSES),
  preferredLanguage: z.enum(LANGUAGE_CODES).default('en'),
  isRussian: z.boolean().default(false),
  surveyCompleted: z.boolean().default(false),
});

export const importProperty = z.strictObject({
  externalId,
  /** The owner's externalId, in this file or an earlier import. */
  owner: externalId,
  bookingSystem: z.enum(['legacy', 'pordal']),
  /** The booking system's own listing id. */
  propertyCode: text(100).min(1),
  title: text().min(1),
  nickname: text(100).min(1),
  address: text().default(''),
  address2: text().nullable().default(null),
  bedrooms: z.number().int().min(0).max(50).nullable().default(null),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code, e.g. AED')
    .default('AED'),
  timeZone: timeZone.default('Asia/Dubai'),
  isActive: z.boolean().default(true),
  /** The management fee as a fraction of gross revenue, e.g. "0.2". */
  commission: z
    .string()
    .regex(/^0(\.\d{1,4})?$|^1(\.0{1,4})?$/, 'Expected a fraction between 0 and 1, e.g. "0.2"')
    .nullable()
    .default(null),
});

const stay = {
  externalId,
  /** The property's externalId. */
  property: externalId,
  checkIn: dateTime,
  checkOut: dateTime,
};

export const importReservation = z.strictObject({
  ...stay,
  /** The booking system's confirmation code, unique across all stays. */
  confirmationCode: text(100).min(1),
  status: z.enum(['confirmed', 'checked_in', 'cancelled']).default('confirmed'),
  guestName: text(200).nullable().default(null),
  source: text(100).nullable().default(null),
  occupancy: z.number().int().min(1).max(50).nullable().default(null),
  /** What the guest paid and what the owner's side earns, in the property's currency. */
  guestTotal: money.nullable().default(null),
  grossRevenue: money.nullable().default(null),
});

export const importOwnerBlock = z.strictObject({
  ...stay,
  status: z.enum(['confirmed', 'cancelled']).default('confirmed'),
  note: text(500).nullable().default(null),
});

/** Statements and invoices carry amounts that are never negative (a statement's net is checked, not given a sign). */
const amount = z
  .string()
  .regex(
    /^\d{1,10}(\.\d{1,2})?$/,
    'Expected an amount of at least 0 with at most 2 decimals, as a string, e.g. "1250.00"',
  );
const year = z.number().int().min(2000).max(2100);
const month = z.number().int().min(1).max(12);

/**
 * A monthly statement as the old system published it (spec §3 Statement). It passes the same consistency check as
 * month close: each total equals the sum of its lines, each line's net is its gross less its fee, and
 * netAmount = grossRevenue − managementFee − allExpenses + the refunds. A published statement's figures are frozen.
 */
export const importStatement = z.strictObject({
  externalId,
  property: externalId,
  year,
  month,
  published: z.boolean().default(true),
  reservations: z
    .array(
      z.strictObject({
        confirmationCode: text(100).min(1),
        guestName: text(200).nullable().default(null),
        checkIn: dateTime,
        checkOut: dateTime,
        grossRevenue: amount,
        managementFee: amount,
        netPayout: amount,
      }),
    )
    .max(500)
    .default([]),
  deductions: z
    .array(z.strictObject({ kind: z.enum(['maintenance', 'furnishing']), label: text(300).min(1), amount }))
    .max(200)
    .default([]),
  refundsData: z
    .array(z.strictObject({ description: text(300).min(1), amount }))
    .max(200)
    .default([]),
  grossRevenue: amount,
  managementFee: amount,
  allExpenses: amount,
  netAmount: money,
});

export const importMaintenanceInvoice = z.strictObject({
  externalId,
  property: externalId,
  year,
  month,
  invoiceNumber: text(60).min(1),
  title: text(200).min(1),
  /** Null: the total is computed from the parts, like the furnishing figure. */
  totalExpenses: amount.nullable().default(null),
  expenses: amount.nullable().default(null),
  fee: amount.nullable().default(null),
  otherExpenses: amount.nullable().default(null),
});

export const importFurnishingInvoice = z.strictObject({
  externalId,
  property: externalId,
  year,
  month,
  title: text(200).min(1),
  fpExpenses: amount,
  fpFee: amount,
  nonFpExpenses: amount,
  totalReceived: amount,
});

export const importFile = z.strictObject({
  format: z.literal('owner-portal-import'),
  version: z.literal(1),
  owners: z.array(importOwner).default([]),
  properties: z.array(importProperty).default([]),
  reservations: z.array(importReservation).default([]),
  ownerBlocks: z.array(importOwnerBlock).default([]),
  maintenanceInvoices: z.array(importMaintenanceInvoice).default([]),
  furnishingInvoices: z.array(importFurnishingInvoice).default([]),
  statements: z.array(importStatement).default([]),
});

export type ImportFile = z.infer<typeof importFile>;
export type ImportFileInput = z.input<typeof importFile>;

export const IMPORT_SECTIONS = [
  'owners',
  'properties',
  'reservations',
  'ownerBlocks',
  'maintenanceInvoices',
  'furnishingInvoices',
  'statements',
] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

/** What an import did, per section: rows made, rows changed, records that matched their row exactly. */
export type ImportReport = Record<ImportSection, { created: number; updated: number; unchanged: number }>;
