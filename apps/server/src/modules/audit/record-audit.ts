import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import type { ActingStaff, RequestPrincipal } from '../../http/principal.ts';

/** Who did it: the owner, a company person acting as the owner (admin login link), a staff member, or the system. */
export type AuditActor =
  | { kind: 'owner'; ownerId: number; email: string }
  | { kind: 'admin'; name: string; staffId: number | null }
  | { kind: 'staff'; staffId: number; email: string }
  | { kind: 'system'; name: string };

export type AuditAction =
  | 'admin_login_link_created'
  | 'admin_login'
  | 'admin_session.request'
  | 'preferred_language.changed'
  | `calendar_feed.${'created' | 'revoked'}`
  | `owner_password.${'reset_sent' | 'temporary_set' | 'changed'}`
  | 'bank_details.changed'
  | `owner_stay.${'created' | 'updated' | 'cancelled'}`
  | `statements.${'closed' | 'published'}`
  | 'statement.pdf_replaced'
  | 'property.picture_changed'
  | `invoice.${'maintenance' | 'furnishing'}_uploaded`
  | `notification.${'published' | 'read'}`
  | `support_message.${'sent' | 'handled'}`
  | `channel_feed.${'added' | 'changed' | 'removed'}`
  | 'channel_event.conflict'
  | `availability_feed.${'created' | 'revoked'}`
  | `api_key.${'created' | 'revoked'}`
  | 'integration.write'
  | `webhook_endpoint.${'created' | 'changed' | 'removed' | 'paused' | 'resumed'}`
  | 'webhook_delivery.resent'
  | `passkey.${'added' | 'removed' | 'signed_in'}`
  | `staff_second_factor.${'enrolled' | 'reset' | 'recovery_code_used'}`;

/** What it was done to: the owner concerned (null for none) and the entity, e.g. { entity: 'stay', entityId: 12 }. */
export interface AuditSubject {
  ownerId: number | null;
  entity:
    | 'owner'
    | 'stay'
    | 'route'
    | 'property'
    | 'survey'
    | 'month'
    | 'statement'
    | 'maintenance_invoice'
    | 'furnishing_invoice'
    | 'notification'
    | 'support_message'
    | 'channel_feed'
    | 'channel_event'
    | 'api_key'
    | 'import'
    | 'webhook_endpoint'
    | 'webhook_delivery'
    | 'passkey'
    | 'staff';
  entityId: string | number | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  subject: AuditSubject;
  /** Never a request body, a password or a token. */
  details?: Record<string, unknown>;
  at: Date;
}

/** The actor a principal stands for: an owner session opened by an admin link is the admin, not the owner. */
export function actorOf(principal: RequestPrincipal): AuditActor {
  if (principal.kind === 'staff') return { kind: 'staff', staffId: principal.staffId, email: principal.email };
  if (principal.kind === 'integration')
    return { kind: 'system', name: `API key "${principal.name}" (#${principal.keyId})` };
  if (principal.actingStaff) return adminActor(principal.actingStaff);
  return { kind: 'owner', ownerId: principal.ownerId, email: principal.email };
}

export function adminActor(acting: ActingStaff): AuditActor {
  return { kind: 'admin', name: acting.name, staffId: acting.staffId };
}

function labelOf(actor: AuditActor): string {
  return actor.kind === 'owner' || actor.kind === 'staff' ? actor.email : actor.name;
}

/** The one way an audit row is written; pass the change's transaction so both commit or neither does. */
export async function recordAudit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  const { actor, subject } = entry;
  await tx.insert(schema.auditLog).values({
    ownerId: subject.ownerId,
    actorKind: actor.kind,
    actorLabel: labelOf(actor),
    actorStaffId: actor.kind === 'admin' || actor.kind === 'staff' ? actor.staffId : null,
    action: entry.action,
    entity: subject.entity,
    entityId: subject.entityId === null ? null : String(subject.entityId),
    details: entry.details ?? {},
    createdAt: entry.at,
  });
}
