import type { Property } from '@portal/contract';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../config/paths.ts';
import { isApiError } from '../lib/api/index.ts';
import { useProperty } from '../lib/property/get-property.ts';
import { FullScreenLoader } from './ui/index.ts';

/**
 * Loads the property named by the route's :propertyId and renders its screen. An unknown id, or another owner's
 * (the server answers both with 404), shows 'Property not found' on /properties (spec §2, §8).
 */
export function PropertyGate({ children }: { children: (property: Property) => ReactNode }) {
  const { propertyId: raw = '' } = useParams();
  const propertyId = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const navigate = useNavigate();
  const property = useProperty(propertyId);
  const isNotFound =
    propertyId === 0 || (property.isError && isApiError(property.error) && property.error.status === 404);

  useEffect(() => {
    if (isNotFound) navigate(paths.properties.getHref(), { replace: true, state: { notice: 'propertyNotFound' } });
  }, [isNotFound, navigate]);

  if (isNotFound || property.isPending) return <FullScreenLoader />;
  // Other load failures: the loader goes away and nothing else is shown (spec §8).
  if (property.isError) return <section className="page" />;
  return children(property.data.property);
}
