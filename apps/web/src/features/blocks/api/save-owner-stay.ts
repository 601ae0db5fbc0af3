import { type OwnerStay, ownerStay } from '@portal/contract';
import type { BookingSurface } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi, pordalApi } from '../../../lib/api/index.ts';
import { changedKeys } from './block-surface.ts';

export interface OwnerStayInput {
  propertyId: number;
  /** 'YYYY-MM-DDTHH:mm' in the property's wall clock. */
  checkIn: string;
  checkOut: string;
  note: string;
  accessAnswer: string | null;
}

/** Create (POST, with an Idempotency-Key so a retry or double tap makes one block) or edit (PUT). */
export function saveOwnerStay(
  surface: BookingSurface,
  input: OwnerStayInput & { id: number | null; idempotencyKey: string },
): Promise<OwnerStay> {
  const { id, propertyId, idempotencyKey, ...fields } = input;
  const accessAnswer = fields.accessAnswer ?? undefined;
  const body = { ...fields, accessAnswer };
  if (surface === 'pordal') {
    if (id === null) {
      return pordalApi.post('/owner-reservation', {
        json: { ...body, propertyId, occupancy: 1 },
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: ownerStay,
      });
    }
    return pordalApi.put(`/owner-reservation/${id}`, { json: { ...body, propertyId }, schema: ownerStay });
  }
  if (id === null) {
    return legacyApi.post('/owners-reservations', {
      json: { ...body, listingId: propertyId },
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: ownerStay,
    });
  }
  return legacyApi.put(`/owners-reservations/${id}`, { json: { ...body, listingId: propertyId }, schema: ownerStay });
}

export function useSaveOwnerStay(surface: BookingSurface | null, propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveOwnerStay>[1]) => saveOwnerStay(surface ?? 'pordal', input),
    onSuccess: () =>
      Promise.all(changedKeys(propertyId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
