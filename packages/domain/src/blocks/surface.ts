import type { LoginStatus } from '../session.ts';

export type BookingSurface = 'pordal' | 'legacy';

/**
 * docs/product/owner-stays.md#which-booking-system: the login status decides which booking system serves block operations;
 * an owner on both systems uses the one the property belongs to.
 */
export function blockSurfaceFor(status: LoginStatus, isPordalProperty: boolean): BookingSurface {
  if (status === 'guesty') return 'legacy';
  if (status === 'pordal') return 'pordal';
  return isPordalProperty ? 'pordal' : 'legacy';
}

/** A booking system's surface serves only the properties that belong to that system (is_pordal). */
export function servesProperty(surface: BookingSurface, isPordalProperty: boolean): boolean {
  return isPordalProperty === (surface === 'pordal');
}
