import type { LegacyOwnerStayUnblock, OwnerStay, PordalOwnerStayUpdate } from '@portal/contract';
import { type BookingSurface, CANCEL_OCCUPANCY } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi, pordalApi } from '../../../lib/api/index.ts';
import { answerSchema } from '../../../lib/api/lazy-schemas.ts';
import { changedKeys } from './block-surface.ts';

/** Removes a block: pordal PUT with status cancelled and occupancy 1, legacy POST /:id (unblock). */
export function cancelOwnerStay(surface: BookingSurface, id: number): Promise<OwnerStay> {
  return surface === 'pordal'
    ? pordalApi.put(`/owner-reservation/${id}`, {
        json: { status: 'cancelled', occupancy: CANCEL_OCCUPANCY } satisfies PordalOwnerStayUpdate,
        schema: answerSchema('ownerStay'),
      })
    : legacyApi.post(`/owners-reservations/${id}`, {
        json: {} satisfies LegacyOwnerStayUnblock,
        schema: answerSchema('ownerStay'),
      });
}

export function useCancelOwnerStay(surface: BookingSurface | null, propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelOwnerStay(surface ?? 'pordal', id),
    onSuccess: () =>
      Promise.all(changedKeys(propertyId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
