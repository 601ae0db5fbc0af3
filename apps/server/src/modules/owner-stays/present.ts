import type { OwnerStay } from '@portal/contract';
import { displayCheckOut, isAccessAnswer, toWireDateTime } from '@portal/domain';
import type { OwnedStay } from './repo.ts';

/** A stored owner stay as both booking systems answer it. */
export function presentOwnerStay({ stay, property }: OwnedStay): OwnerStay {
  const zone = property.timeZone;
  return {
    id: stay.id,
    propertyId: property.id,
    listingId: property.id,
    status: stay.status,
    confirmationCode: stay.confirmationCode,
    checkIn: toWireDateTime(stay.checkIn, zone),
    checkOut: toWireDateTime(stay.checkOut, zone),
    start: toWireDateTime(stay.checkIn, zone),
    end: toWireDateTime(displayCheckOut(stay.checkOut, zone), zone),
    nights: stay.nights,
    note: stay.note,
    occupancy: stay.occupancy,
    accessAnswer: isAccessAnswer(stay.accessAnswer) ? stay.accessAnswer : null,
    guestName: stay.guestName ?? property.ownerBlockLabel,
    title: property.ownerBlockLabel,
    timeZone: zone,
    ownerReservation: true,
  };
}
