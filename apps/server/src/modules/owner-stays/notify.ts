import type { Tx } from '@portal/db';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { BookingSystem, OwnerStayAction } from '../mail/templates/index.ts';
import { ownerStayChanged } from '../webhooks/events.ts';
import type { OwnedStay } from './repo.ts';

export type { BookingSystem, OwnerStayAction };

/**
 * docs/product/owner-stays.md#what-the-server-does-on-a-change: staff learn of every change by e-mail (property, dates, note, access card answer), the audit log
 * records who made it, and webhook endpoints that asked are told (decision 088). Called inside the change's transaction, so both happen only if it commits.
 */
export async function recordOwnerStayChange(
  tx: Tx,
  deps: AppDeps,
  input: { owner: OwnerPrincipal; system: BookingSystem; action: OwnerStayAction; owned: OwnedStay },
): Promise<void> {
  const { owner, action, owned } = input;
  const { stay, property } = owned;
  await enqueueMail(tx, {
    kind: 'owner_stay_notice',
    to: deps.config.STAFF_EMAIL,
    language: deps.config.STAFF_LANGUAGE,
    vars: {
      action,
      stayId: stay.id,
      property: {
        id: property.id,
        nickname: property.nickname,
        code: property.propertyCode,
        timeZone: property.timeZone,
      },
      checkIn: stay.checkIn.toISOString(),
      checkOut: stay.checkOut.toISOString(),
      nights: stay.nights,
      note: stay.note,
      accessAnswer: stay.accessAnswer,
      confirmationCode: stay.confirmationCode,
      system: input.system,
      changedBy: { email: owner.email, actingAdmin: owner.actingStaff?.name ?? null },
    },
  });
  await recordAudit(tx, {
    actor: actorOf(owner),
    action: `owner_stay.${action}`,
    subject: { ownerId: owner.ownerId, entity: 'stay', entityId: stay.id },
    details: {
      system: input.system,
      propertyId: property.id,
      checkIn: stay.checkIn.toISOString(),
      checkOut: stay.checkOut.toISOString(),
      note: stay.note,
      accessAnswer: stay.accessAnswer,
      status: stay.status,
    },
    at: deps.now(),
  });
  await ownerStayChanged(tx, { action, stay, ownerId: owner.ownerId, at: deps.now() });
}
