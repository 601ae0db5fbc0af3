import type { Property } from '@portal/contract';
import { type BookingSurface, blockSurfaceFor, type LoginStatus } from '@portal/domain';
import { useSession } from '../../../lib/session/index.ts';

/** docs/product/owner-stays.md#which-booking-system: the login status (and, for 'both', the property's system) picks the provider. */
export function useBlockSurface(property: Pick<Property, 'is_pordal'> | undefined): BookingSurface | null {
  const { status } = useSession();
  if (!property || !status) return null;
  return blockSurfaceFor(status as LoginStatus, property.is_pordal === 1);
}

/** Query keys the block screens invalidate after a change, so the calendars redraw. */
export const changedKeys = (propertyId: number) => [
  ['calendar', propertyId],
  ['reservations', propertyId],
  ['owner-stay'],
];
