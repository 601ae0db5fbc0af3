import type { Property } from '@portal/contract';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../config/paths.ts';
import { isApiError } from '../lib/api/index.ts';
import { useProperty } from '../lib/property/get-property.ts';
import { propertyIdOf } from '../lib/property/property-path.ts';
import { FullScreenLoader, LoadFailure } from './ui/index.ts';

/**
 * Loads the property named by the route's :propertyId and renders its screen. An unknown id, or another owner's
 * (the server answers both with 404), shows 'Property not found' on /properties (docs/product/properties.md#property-not-found); a request that got
 * no answer says so with a retry instead.
 */
export function PropertyGate({ children }: { children: (property: Property) => ReactNode }) {
  const propertyId = propertyIdOf(useParams().propertyId);
  const navigate = useNavigate();
  const property = useProperty(propertyId);
  const isNotFound =
    propertyId === 0 || (property.isError && isApiError(property.error) && property.error.status === 404);

  useEffect(() => {
    if (isNotFound) navigate(paths.properties.getHref(), { replace: true, state: { notice: 'propertyNotFound' } });
  }, [isNotFound, navigate]);

  if (isNotFound || property.isPending) return <FullScreenLoader />;
  // No answer, or a failure other than 404: say so with a retry, never "not found".
  if (property.isError) {
    return (
      <section className="page">
        <LoadFailure error={property.error} onRetry={() => void property.refetch()} />
      </section>
    );
  }
  return children(property.data.property);
}
