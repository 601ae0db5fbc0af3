import { DOCUMENT_TYPE_KEYS, REMINDER_THRESHOLDS, UTILITY_KINDS } from '@portal/domain';
import { z } from 'zod';
import { idParam, localDate, shortText, wireInteger } from './common.ts';
import { maskedBankAccount } from './surveys.ts';

/** Query of the summary calls: the owner (must be the signed-in one, docs/product/settings-property-summary.md#server-calls ownerId) and the property. */
export const ownerPropertyQuery = z.object({ ownerId: idParam.optional(), propertyId: idParam });
export type OwnerPropertyQuery = z.infer<typeof ownerPropertyQuery>;

// GET /api/property_summary?propertyId: docs/product/settings-property-summary.md#property-summary Property facts and the bank account, masked.
export const propertySummaryResponse = z.object({
  property: z.object({
    id: z.number().int(),
    nickname: z.string(),
    address: z.string(),
    address_2: z.string().nullable(),
    parking: z.string().nullable(),
    dtcm_unique_code: z.string().nullable(),
    permit_expires_at: z.string().nullable(),
    property_code: z.string(),
    wifi_name: z.string().nullable(),
    wifi_pass: z.string().nullable(),
    emirate: z.string(),
    time_zone: z.string(),
  }),
  /** Only the last 4 characters of the IBAN and account number leave the server. */
  property_bank_account: maskedBankAccount.nullable(),
});
export type PropertySummaryResponse = z.infer<typeof propertySummaryResponse>;

// GET /api/owner_utilities (v2)
export const utilityKind = z.enum(UTILITY_KINDS);
export const utility = z.object({
  id: z.number().int(),
  utility: utilityKind,
  expenseName: z.string().nullable(),
  provider: z.string(),
  has_account: z.boolean(),
  account_number: z.string().nullable(),
  paid_by: z.union([z.literal(0), z.literal(1)]),
  login: z.string().nullable(),
  pass: z.string().nullable(),
  email: z.string().nullable(),
  bill_link: z.string().nullable(),
  docId: z.string().nullable(),
  doc_filename: z.string().nullable(),
  is_file: z.boolean(),
  is_link: z.boolean(),
});
export type Utility = z.infer<typeof utility>;
export const utilitiesResponse = z.object({
  expenses: z.array(utility),
  /** The providers offered per kind, 'Not set' first (ADDC left out for Dubai). */
  expensesSelect: z.record(utilityKind, z.array(z.string())),
  /** Set on a utility without an account: the company organises it and writes to this address. */
  ownerEmail: z.string(),
  /** The property's emirate, which decides the providers offered (the screen checks with the same rule). */
  emirate: z.string(),
});
export type UtilitiesResponse = z.infer<typeof utilitiesResponse>;

/** One utility as the multipart POST carries it: a JSON field per kind, and `other` a JSON list. */
export const utilityInput = z.object({
  id: idParam.optional(),
  expenseName: shortText(100).nullish(),
  provider: shortText(100).default('Not set'),
  has_account: z.boolean(),
  account_number: shortText(64).nullish(),
  paid_by: z.union([z.literal(0), z.literal(1)]).default(1),
  login: shortText(255).nullish(),
  pass: shortText(255).nullish(),
  email: shortText(254).nullish(),
  /** Checked by the domain's rule (https only, LINK_INVALID), so a wrong link is marked like any other field. */
  bill_link: shortText(2000).nullish(),
  /** Keep the stored bill (its id); a new file in the part `bill_<kind>` (or `bill_other_<i>`) replaces it. */
  docId: z.string().max(64).nullish(),
});
export type UtilityInput = z.infer<typeof utilityInput>;
export const SINGLE_UTILITY_KINDS = UTILITY_KINDS.filter((kind) => kind !== 'other') as Exclude<
  (typeof UTILITY_KINDS)[number],
  'other'
>[];

// GET /api/owner_documents_list
export const documentType = z.enum(DOCUMENT_TYPE_KEYS);
export const ownerDocument = z.object({
  ownerDocId: z.number().int(),
  doc_type: documentType,
  doc_type_id: z.number().int(),
  issued_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  file_name: z.string(),
  property_id: z.number().int(),
  owner_id: z.number().int(),
  status: z.enum(['no_expiry', 'valid', 'expiring', 'expired']),
  days_left: z.number().int().nullable(),
  last_valid_day: z.string().nullable(),
  next_reminder_on: z.string().nullable(),
  reminders_sent: z.array(z.enum(REMINDER_THRESHOLDS)),
});
export type OwnerDocument = z.infer<typeof ownerDocument>;
export const ownerDocumentsResponse = z.object({
  owner_documents: z.array(ownerDocument),
  /** The earliest next reminder among the documents. */
  next_reminder_on: z.string().nullable(),
});
export type OwnerDocumentsResponse = z.infer<typeof ownerDocumentsResponse>;

/** The text fields of POST /api/owner_document (multipart; the file is `doc_file`). */
export const ownerDocumentFields = z.object({
  ownerDocId: idParam.optional().or(z.literal('').transform(() => undefined)),
  doc_type_id: wireInteger(1, 4),
  expires_at: localDate.optional().or(z.literal('').transform(() => undefined)),
  issued_at: localDate.optional().or(z.literal('').transform(() => undefined)),
  is_file: z.string().max(5).optional(),
  propertyId: idParam,
  ownerId: idParam.optional(),
});
export const ownerDocumentResponse = z.object({ owner_document: ownerDocument });

// GET /api/owner_single_document?id, /api/owner_bill_document?id, /api/owner_noc?propertyId
export const fileIdQuery = z.object({ id: idParam });
export const nocQuery = z.object({ propertyId: idParam });

// GET /api/occupancy?propertyId: docs/product/settings-property-summary.md#occupancy-rate occupancy screen
export const occupancyResponse = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      booked_days: z.number().int(),
      days_in_month: z.number().int(),
      percent: z.number().int(),
      is_current: z.boolean(),
    }),
  ),
});
export type OccupancyResponse = z.infer<typeof occupancyResponse>;
