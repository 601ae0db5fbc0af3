import { LANGUAGE_CODES, LOGIN_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { idParam, shortText, wireInteger } from './common.ts';

/** The staff console's API at /api/staff (decision 047). Staff tokens are Bearer `staff_session` tokens. */

export * from './staff-second-factor.ts';

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const instant = z.string();

// POST /api/staff/login
export const staffLoginRequest = z.object({ email, password: z.string().min(1).max(200) });
// Its answer, the second factor and the session: staff-second-factor.ts.

// GET /api/staff/owners?q=
export const ownerSearchQuery = z.object({
  q: shortText(200).default(''),
  limit: wireInteger(1, 100).default(20),
});
export const ownerSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  loginStatus: z.enum(LOGIN_STATUSES),
  preferredLanguage: z.enum(LANGUAGE_CODES),
  propertyCount: z.number().int(),
  mustChangePassword: z.boolean(),
});
export type OwnerSummary = z.infer<typeof ownerSummary>;
export const ownerSearchResponse = z.object({ owners: z.array(ownerSummary) });

// GET /api/staff/owners/:ownerId
export const ownerIdParams = z.object({ ownerId: idParam });
export const staffPropertyView = z.object({
  id: z.number().int(),
  nickname: z.string(),
  title: z.string(),
  propertyCode: z.string(),
  bookingSystem: z.enum(['legacy', 'pordal']),
  isActive: z.boolean(),
  timeZone: z.string(),
});
export const ownerDetailResponse = z.object({ owner: ownerSummary, properties: z.array(staffPropertyView) });
export type OwnerDetailResponse = z.infer<typeof ownerDetailResponse>;

// POST /api/staff/owners/:ownerId/login-link
export const staffLoginLinkResponse = z.object({ link: z.string(), expiresAt: instant });

// POST /api/staff/owners/:ownerId/password
export const ownerPasswordRequest = z.discriminatedUnion('mode', [
  /** The owner receives the reset e-mail in their language. */
  z.object({ mode: z.literal('reset-email') }),
  /** Staff sets a temporary password; the owner must choose a new one at the next sign-in. */
  z.object({ mode: z.literal('temporary'), password: z.string().min(1).max(200) }),
]);
export type OwnerPasswordRequest = z.infer<typeof ownerPasswordRequest>;
export const ownerPasswordResponse = z.object({ mode: z.enum(['reset-email', 'temporary']) });

// GET /api/staff/outbox
export const OUTBOX_STATES = ['pending', 'failing', 'sent'] as const;
export const outboxQuery = z.object({
  state: z.enum(OUTBOX_STATES).optional(),
  limit: wireInteger(1, 200).default(50),
});
export const outboxEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  language: z.enum(LANGUAGE_CODES),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: instant,
  nextAttemptAt: instant,
  sentAt: instant.nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const outboxResponse = z.object({ messages: z.array(outboxEntry) });

// GET /api/staff/outbox/:messageId
export const outboxMessageParams = z.object({ messageId: idParam });
export const outboxMessageResponse = outboxEntry.extend({ bodyText: z.string() });

// GET /api/staff/audit
export const auditQuery = z.object({
  ownerId: idParam.optional(),
  limit: wireInteger(1, 200).default(50),
});
export const auditEntryView = z.object({
  id: z.number().int(),
  at: instant,
  actorKind: z.enum(['owner', 'admin', 'staff', 'system']),
  actorLabel: z.string(),
  action: z.string(),
  ownerId: z.number().int().nullable(),
  ownerEmail: z.string().nullable(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;
export const auditResponse = z.object({ entries: z.array(auditEntryView) });
export * from './staff-statements.ts';
