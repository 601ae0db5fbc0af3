import type { OwnerStay } from '@portal/contract';
import type { BookingSurface } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { legacyApi, pordalApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

export function getOwnerStay(surface: BookingSurface, id: number, signal?: AbortSignal): Promise<OwnerStay> {
  return surface === 'pordal'
    ? pordalApi.get(`/owner-reservation/${id}`, { schema: checkedInDevelopment('ownerStay'), signal })
    : legacyApi.get(`/owners-reservations/${id}`, { schema: checkedInDevelopment('ownerStay'), signal });
}

export function useOwnerStay(surface: BookingSurface | null, id: number | null) {
  return useQuery({
    queryKey: ['owner-stay', surface, id],
    queryFn: ({ signal }) => getOwnerStay(surface ?? 'pordal', id ?? 0, signal),
    enabled: surface !== null && id !== null && id > 0,
    retry: false,
  });
}
