import { LANGUAGE_CODES, LOGIN_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { propertyPicture } from './properties.ts';

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
  /** Absent: the picture stays as it is (staff may have set it in the console); null removes it. */
  picture: propertyPicture.nullable().optional(),
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

/** A maintenance task shown on the property's calendar (it never blocks a stay). */
export const importTask = z.strictObject({
  ...stay,
  title: text(200).min(1),
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
 * A monthly statement as the old system published it (docs/product/statements.md#month-close Statement). It passes the same consistency check as
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

/** A text in each language the company wrote it in (English always), as the FAQ and notifications keep them. */
const importText = (max = 2000) =>
  z.strictObject({ en: text(max).min(1), ru: text(max).min(1).optional(), ar: text(max).min(1).optional() });
const instant = z.iso.datetime({
  offset: true,
  error: 'Expected an instant with its offset, e.g. 2026-03-01T09:30:00Z',
});

/**
 * A notification of docs/product/notifications.md#content for one owner. The properties it links to (their summaries) are named by externalId and
 * must be that owner's; the importer writes their nickname and portal id into the stored content.
 */
export const importNotification = z
  .strictObject({
    externalId,
    /** The owner's externalId. */
    owner: externalId,
    title: importText(200).optional(),
    message: importText().optional(),
    /** Personal-detail fields (survey field ids) the owner should look at. */
    personalData: z.array(text(100).min(1)).max(50).default([]),
    /** Properties (externalIds) whose summary the notification links to. */
    properties: z.array(externalId).max(100).default([]),
    isSurvey: z.boolean().default(false),
    createdAt: instant,
    readAt: instant.nullable().default(null),
  })
  .refine((n) => n.title || n.message || n.personalData.length > 0 || n.properties.length > 0, {
    message: 'says nothing: give a title, a message, personalData or properties',
    path: ['message'],
  })
  .refine((n) => n.readAt === null || Date.parse(n.readAt) >= Date.parse(n.createdAt), {
    message: 'is before createdAt',
    path: ['readAt'],
  });

/** A stable name the FAQ keeps across imports (the import matches on it). */
const faqKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Expected a key of lower-case letters, digits and hyphens, e.g. "payout-when"');
const position = z.number().int().min(0).max(1000);

/** A question and its answer: a language has both texts or neither, so a reader never mixes languages. */
export const importFaqQuestion = z
  .strictObject({ key: faqKey, position, question: importText(500), answer: importText(5000) })
  .superRefine((q, ctx) => {
    for (const language of ['ru', 'ar'] as const) {
      if ((q.question[language] === undefined) !== (q.answer[language] === undefined)) {
        const missing = q.question[language] === undefined ? 'question' : 'answer';
        ctx.addIssue({
          code: 'custom',
          path: [missing, language],
          message: `is needed when the ${missing === 'question' ? 'answer' : 'question'} has it`,
        });
      }
    }
  });

export const importFaqCategory = z.strictObject({
  key: faqKey,
  position,
  title: importText(200),
  questions: z.array(importFaqQuestion).max(200).default([]),
});

export const importFile = z.strictObject({
  format: z.literal('owner-portal-import'),
  version: z.literal(1),
  owners: z.array(importOwner).default([]),
  properties: z.array(importProperty).default([]),
  reservations: z.array(importReservation).default([]),
  ownerBlocks: z.array(importOwnerBlock).default([]),
  tasks: z.array(importTask).default([]),
  maintenanceInvoices: z.array(importMaintenanceInvoice).default([]),
  furnishingInvoices: z.array(importFurnishingInvoice).default([]),
  statements: z.array(importStatement).default([]),
  notifications: z.array(importNotification).default([]),
  /** The FAQ's categories with their questions; categories and questions not in the file are kept. */
  faq: z.array(importFaqCategory).default([]),
});

export type ImportFile = z.infer<typeof importFile>;
export type ImportFileInput = z.input<typeof importFile>;

export const IMPORT_SECTIONS = [
  'owners',
  'properties',
  'reservations',
  'ownerBlocks',
  'tasks',
  'maintenanceInvoices',
  'furnishingInvoices',
  'statements',
  'notifications',
] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];
/** The report's sections: every section with externalIds, and the FAQ's two kinds of records (matched by key). */
export const REPORT_SECTIONS = [...IMPORT_SECTIONS, 'faqCategories', 'faqQuestions'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** What an import did, per section: rows made, rows changed, records that matched their row exactly. */
export type ImportReport = Record<ReportSection, { created: number; updated: number; unchanged: number }>;
