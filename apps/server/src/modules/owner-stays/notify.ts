import type { Tx } from '@portal/db';
import { schema } from '@portal/db';
import { ACCESS_ANSWER_TEXT, type BookingSurface, isAccessAnswer, localParts } from '@portal/domain';
import type { AuthContext } from '../../http/auth.ts';
import type { AppDeps } from '../../types.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { OwnedStay } from './repo.ts';

export type OwnerStayAction = 'created' | 'updated' | 'cancelled';
/** The booking system whose surface a request came through (the domain's block surface). */
export type BookingSystem = BookingSurface;

function wallClock(instant: Date, timeZone: string): string {
  const { date, time } = localParts(instant, timeZone);
  return `${date} ${time}`;
}

/**
 * Settings §4: staff learn of every change by e-mail (property, dates, note, access card answer), and the
 * audit log records who made it. Called inside the change's transaction, so both happen only if it commits.
 */
export async function recordOwnerStayChange(
  tx: Tx,
  deps: AppDeps,
  input: { auth: AuthContext; system: BookingSystem; action: OwnerStayAction; owned: OwnedStay },
): Promise<void> {
  const { auth, action, owned } = input;
  const { stay, property } = owned;
  const zone = property.timeZone;
  const checkIn = wallClock(stay.checkIn, zone);
  const checkOut = wallClock(stay.checkOut, zone);
  const answer = isAccessAnswer(stay.accessAnswer) ? ACCESS_ANSWER_TEXT[stay.accessAnswer] : 'Not given';
  const actor = auth.actingAdmin ? `${auth.actingAdmin} (admin, acting as ${auth.email})` : auth.email;
  const text = [
    `An owner stay was ${action}.`,
    '',
    `Property: ${property.nickname} (${property.propertyCode}, id ${property.id})`,
    `Check-in: ${checkIn} (${zone})`,
    `Check-out: ${checkOut} (${zone})`,
    `Nights: ${stay.nights}`,
    `Note: ${stay.note?.trim() ? stay.note : '-'}`,
    `Access card and keys: ${answer}`,
    `Confirmation code: ${stay.confirmationCode}`,
    `Booking system: ${input.system}`,
    `Changed by: ${actor}`,
  ].join('\n');
  await enqueueMail(tx, {
    kind: 'owner_stay',
    to: deps.config.STAFF_EMAIL,
    subject: `Owner stay ${action}: ${property.nickname}, ${checkIn} to ${checkOut}`,
    text,
    payload: {
      action,
      stayId: stay.id,
      propertyId: property.id,
      checkIn: stay.checkIn.toISOString(),
      checkOut: stay.checkOut.toISOString(),
      note: stay.note,
      accessAnswer: stay.accessAnswer,
    },
  });
  await tx.insert(schema.auditLog).values({
    ownerId: auth.ownerId,
    actorKind: auth.actingAdmin ? 'admin' : 'owner',
    actorLabel: auth.actingAdmin ?? auth.email,
    action: `owner_stay.${action}`,
    entity: 'stay',
    entityId: String(stay.id),
    details: {
      system: input.system,
      propertyId: property.id,
      checkIn: stay.checkIn.toISOString(),
      checkOut: stay.checkOut.toISOString(),
      note: stay.note,
      accessAnswer: stay.accessAnswer,
      status: stay.status,
    },
    createdAt: deps.now(),
  });
}
