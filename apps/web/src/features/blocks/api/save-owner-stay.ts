import type {
  LegacyOwnerStayCreate,
  LegacyOwnerStayUpdate,
  OwnerStay,
  PordalOwnerStayCreate,
  PordalOwnerStayUpdate,
} from '@portal/contract';
import { type BookingSurface, OWNER_STAY_DEFAULT_OCCUPANCY } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi, pordalApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';
import { changedKeys } from './block-surface.ts';

/** What the form sends, as the pordal create request types it (checkIn/checkOut: the property's wall clock). */
export type OwnerStayInput = Required<
  Pick<PordalOwnerStayCreate, 'propertyId' | 'checkIn' | 'checkOut' | 'note' | 'accessAnswer'>
>;

/** Create (POST, with an Idempotency-Key so a retry or double tap makes one block) or edit (PUT). */
export function saveOwnerStay(
  surface: BookingSurface,
  input: OwnerStayInput & { id: number | null; idempotencyKey: string },
): Promise<OwnerStay> {
  const { id, propertyId, idempotencyKey, ...fields } = input;
  const body = { ...fields, accessAnswer: fields.accessAnswer ?? undefined };
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (surface === 'pordal') {
    if (id === null) {
      const json = { ...body, propertyId, occupancy: OWNER_STAY_DEFAULT_OCCUPANCY } satisfies PordalOwnerStayCreate;
      return pordalApi.post('/owner-reservation', { json, headers, schema: answerSchema('ownerStay') });
    }
    const json = { ...body, propertyId } satisfies PordalOwnerStayUpdate;
    return pordalApi.put(`/owner-reservation/${id}`, { json, schema: answerSchema('ownerStay') });
  }
  if (id === null) {
    const json = { ...body, listingId: propertyId } satisfies LegacyOwnerStayCreate;
    return legacyApi.post('/owners-reservations', { json, headers, schema: answerSchema('ownerStay') });
  }
  const json = { ...body, listingId: propertyId } satisfies LegacyOwnerStayUpdate;
  return legacyApi.put(`/owners-reservations/${id}`, { json, schema: answerSchema('ownerStay') });
}

export function useSaveOwnerStay(surface: BookingSurface | null, propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveOwnerStay>[1]) => saveOwnerStay(surface ?? 'pordal', input),
    onSuccess: () =>
      Promise.all(changedKeys(propertyId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
