import { ACCESS_ANSWERS, OWNER_STAY_MAX_OCCUPANCY, OWNER_STAY_NOTE_MAX_LENGTH } from '@portal/domain';
import { z } from 'zod';
import { idParam, localDate, shortText, wireInteger } from './common.ts';
import { BLOCK_REFUSAL_CODES, type ErrorCode } from './errors.ts';

/**
 * 'YYYY-MM-DDTHH:mm[:ss]' in the property's wall clock, or an ISO instant with an offset. Read by the
 * block rules on the server, so a malformed or missing value is refused with a rule code (INVALID_TIME,
 * FIELD_REQUIRED) rather than a bare schema error.
 */
const wireDateTime = z.string().max(40);
const note = z.string().max(OWNER_STAY_NOTE_MAX_LENGTH).nullable();
const occupancy = wireInteger(1, OWNER_STAY_MAX_OCCUPANCY);
export const accessAnswer = z.enum(ACCESS_ANSWERS);

/** The Idempotency-Key header on create: one key, one block, however often the request is retried. */
export const idempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\w.:-]+$/);

/** What each owner-stay operation may be refused with, beyond the surface's own (registry in errors.ts). */
export const OWNER_STAY_REFUSALS = {
  create: [...BLOCK_REFUSAL_CODES, 'IDEMPOTENCY_KEY_REUSED', 'NOT_FOUND', 'CONCURRENT_UPDATE'],
  update: [...BLOCK_REFUSAL_CODES, 'NOT_FOUND', 'CONCURRENT_UPDATE'],
  cancel: ['PAST_RESERVATION', 'CANNOT_REMOVE_RESERVATION', 'NOT_FOUND', 'CONCURRENT_UPDATE'],
  read: ['NOT_FOUND'],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** An owner block as both booking systems answer it (docs/product/owner-stays.md#server-calls Owner block, owner-reservation items). */
export const ownerStay = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  listingId: z.number().int(),
  status: z.enum(['confirmed', 'checked_in', 'cancelled']),
  confirmationCode: z.string(),
  /** As stored: ISO 8601 with the property's offset; a check-out after 11:00 is already extended. */
  checkIn: z.string(),
  checkOut: z.string(),
  /** For display: the check-out at exactly midnight shows one second later. */
  start: z.string(),
  end: z.string(),
  nights: z.number().int(),
  note: z.string().nullable(),
  occupancy: z.number().int().nullable(),
  accessAnswer: accessAnswer.nullable(),
  guestName: z.string(),
  title: z.string(),
  timeZone: z.string(),
  ownerReservation: z.literal(true),
});
export type OwnerStay = z.infer<typeof ownerStay>;

export const ownerStayIdParams = z.object({ id: idParam });

// POST /api/pordal/owner-reservation (header Idempotency-Key)
export const pordalOwnerStayCreate = z.object({
  propertyId: idParam,
  checkIn: wireDateTime.optional(),
  checkOut: wireDateTime.optional(),
  note: note.optional(),
  occupancy: occupancy.optional(),
  accessAnswer: accessAnswer.nullable().optional(),
});
export type PordalOwnerStayCreate = z.infer<typeof pordalOwnerStayCreate>;

// PUT /api/pordal/owner-reservation/:id — an edit, or a cancel with status 'cancelled' (and occupancy 1)
export const pordalOwnerStayUpdate = z.object({
  propertyId: idParam.optional(),
  checkIn: wireDateTime.optional(),
  checkOut: wireDateTime.optional(),
  note: note.optional(),
  occupancy: occupancy.optional(),
  accessAnswer: accessAnswer.nullable().optional(),
  status: z.enum(['confirmed', 'cancelled']).optional(),
});
export type PordalOwnerStayUpdate = z.infer<typeof pordalOwnerStayUpdate>;

// GET /api/pordal/owner-reservation?propertyId&checkIn&checkOut: the owner's confirmed blocks
export const pordalOwnerStayListQuery = z.object({
  propertyId: idParam.optional(),
  checkIn: localDate.optional(),
  checkOut: localDate.optional(),
});
export type PordalOwnerStayListQuery = z.infer<typeof pordalOwnerStayListQuery>;
export const pordalOwnerStayList = z.object({
  _embedded: z.object({ items: z.array(ownerStay) }),
  total: z.number().int(),
});
export type PordalOwnerStayList = z.infer<typeof pordalOwnerStayList>;

/** The legacy wire carries listingId, apiKey and `to`; apiKey and `to` are accepted and not trusted. */
const legacyExtras = {
  apiKey: shortText(128).optional(),
  to: shortText(254).optional(),
};

// POST /api/legacy/owners-reservations
export const legacyOwnerStayCreate = z.object({
  listingId: idParam,
  checkIn: wireDateTime.optional(),
  checkOut: wireDateTime.optional(),
  note: note.optional(),
  accessAnswer: accessAnswer.nullable().optional(),
  ...legacyExtras,
});
export type LegacyOwnerStayCreate = z.infer<typeof legacyOwnerStayCreate>;

// PUT /api/legacy/owners-reservations/:id
export const legacyOwnerStayUpdate = z.object({
  listingId: idParam.optional(),
  checkIn: wireDateTime.optional(),
  checkOut: wireDateTime.optional(),
  note: note.optional(),
  accessAnswer: accessAnswer.nullable().optional(),
  ...legacyExtras,
});
export type LegacyOwnerStayUpdate = z.infer<typeof legacyOwnerStayUpdate>;

// POST /api/legacy/owners-reservations/:id — unblock
export const legacyOwnerStayUnblock = z.object(legacyExtras);
export type LegacyOwnerStayUnblock = z.infer<typeof legacyOwnerStayUnblock>;
