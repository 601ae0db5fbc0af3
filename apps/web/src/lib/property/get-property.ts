import { useQuery } from '@tanstack/react-query';
import { propertyQueryOptions } from './property-query.ts';

export { getProperty, propertyQueryOptions } from './property-query.ts';

export function useProperty(propertyId: number) {
  return useQuery({ ...propertyQueryOptions(propertyId), enabled: Number.isInteger(propertyId) && propertyId > 0 });
}
