/** The owner API's call for one property (docs/product/properties.md#property-fields), asked early by the router and then by PropertyGate. */
export const PROPERTY_PATH = '/property';

/** A route's :propertyId as a number, or 0 when it is not one (PropertyGate then shows 'Property not found'). */
export function propertyIdOf(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
}
