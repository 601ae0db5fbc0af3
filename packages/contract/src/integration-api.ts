import type { ApiScope } from '@portal/domain';
import { z } from 'zod';
import { wireInteger } from './common.ts';
import {
  type ImportSection,
  importFurnishingInvoice,
  importMaintenanceInvoice,
  importOwner,
  importOwnerBlock,
  importProperty,
  importReservation,
  importStatement,
  importTask,
} from './import.ts';

/**
 * The integration API at /api/integration (decision 087): the company's other systems write with the import's own
 * records (packages/contract/src/import.ts, decision 049), one record or a batch per call, and read what owners
 * changed since a cursor. Entry `@portal/contract/integration-api`.
 */

/** Records one call may carry; a bigger load is several calls (each its own transaction). */
export const INTEGRATION_BATCH_MAX = 500;

/** Each writable section: its path, the import section it fills, the scope it needs and its record. */
export const INTEGRATION_WRITES = [
  { path: 'owners', section: 'owners', scope: 'owners:write', record: importOwner },
  { path: 'properties', section: 'properties', scope: 'properties:write', record: importProperty },
  { path: 'reservations', section: 'reservations', scope: 'reservations:write', record: importReservation },
  { path: 'owner-blocks', section: 'ownerBlocks', scope: 'owner_blocks:write', record: importOwnerBlock },
  { path: 'tasks', section: 'tasks', scope: 'tasks:write', record: importTask },
  {
    path: 'maintenance-invoices',
    section: 'maintenanceInvoices',
    scope: 'invoices:write',
    record: importMaintenanceInvoice,
  },
  {
    path: 'furnishing-invoices',
    section: 'furnishingInvoices',
    scope: 'invoices:write',
    record: importFurnishingInvoice,
  },
  { path: 'statements', section: 'statements', scope: 'statements:write', record: importStatement },
] as const satisfies readonly { path: string; section: ImportSection; scope: ApiScope; record: z.ZodType }[];

/** What the route documents: one record, or a list of them. */
export const oneOrMany = <Record extends z.ZodType>(record: Record) =>
  z.union([record, z.array(record).min(1).max(INTEGRATION_BATCH_MAX)]);

/** What the route checks: a single record is read as a list of one, so every refusal names `body.<index>.<field>`. */
export const asBatch = <Record extends z.ZodType>(record: Record) =>
  z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(record).min(1).max(INTEGRATION_BATCH_MAX));

export const integrationWriteResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The portal's id of each record, in the order sent. */
  records: z.array(z.object({ externalId: z.string(), id: z.number().int() })),
});
export type IntegrationWriteResponse = z.infer<typeof integrationWriteResponse>;

// GET /api/integration/owner-stays|support-messages?cursor&limit
export const changesQuery = z.strictObject({
  /** nextCursor of the previous page; left out, the first page of everything. */
  cursor: z
    .string()
    .regex(/^\d{1,19}$/, 'Expected the nextCursor of an earlier answer')
    .optional(),
  limit: wireInteger(1, INTEGRATION_BATCH_MAX).default(100),
});

const bookingIds = {
  /** The portal's id, the import's externalId (when the record came through the import or this API). */
  id: z.number().int(),
  externalId: z.string().nullable(),
};

const ownerRef = z.object({
  ...bookingIds,
  email: z.string(),
  /** The owner's ids in the older (guesty) and newer (pordal) booking systems. */
  legacyId: z.string().nullable(),
  pordalId: z.string().nullable(),
});

const propertyRef = z.object({
  ...bookingIds,
  nickname: z.string(),
  bookingSystem: z.enum(['legacy', 'pordal']),
  /** The listing's id in the older booking system (its property code there), and in the newer one. */
  legacyListingId: z.string().nullable(),
  pordalId: z.string().nullable(),
});

export const integrationOwnerStay = z.object({
  ...bookingIds,
  confirmationCode: z.string(),
  status: z.enum(['confirmed', 'checked_in', 'cancelled']),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  note: z.string().nullable(),
  updatedAt: z.string(),
  property: propertyRef,
  owner: ownerRef,
});

export const integrationSupportMessage = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  owner: ownerRef,
  property: propertyRef.nullable(),
});

const page = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    /** Give it back as `cursor` for what changed after this page (the same cursor when nothing did). */
    nextCursor: z.string(),
    hasMore: z.boolean(),
  });

export const ownerStaysPage = page(integrationOwnerStay);
export type OwnerStaysPage = z.infer<typeof ownerStaysPage>;
export const supportMessagesPage = page(integrationSupportMessage);
export type SupportMessagesPage = z.infer<typeof supportMessagesPage>;
