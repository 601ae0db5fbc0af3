import type { Property } from '@portal/contract';
import { earliestSelectableDate, isLocalDate, localParts, monthOf } from '@portal/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, FullScreenLoader } from '../../components/ui/index.ts';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api/index.ts';
import { useBlockSurface } from './api/block-surface.ts';
import { useBlockProperty } from './api/get-block-property.ts';
import { useOwnerStay } from './api/get-owner-stay.ts';
import { BlockForm } from './components/block-form.tsx';
import './blocks.css';

const idOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null);

/** Block Owner Stay (spec §2): /calendar/:propertyId/block/new?date= and /calendar/:propertyId/block/:blockId. */
export function BlockPage() {
  const params = useParams();
  const propertyId = idOf(params.propertyId) ?? 0;
  const navigate = useNavigate();
  const property = useBlockProperty(propertyId);
  const isNotFound =
    propertyId === 0 || (property.isError && isApiError(property.error) && property.error.status === 404);

  useEffect(() => {
    // Spec §8: an unknown property shows 'Property not found' and goes to /properties.
    if (isNotFound) navigate(paths.properties.getHref(), { replace: true, state: { notice: 'propertyNotFound' } });
  }, [isNotFound, navigate]);

  if (isNotFound || property.isPending) return <FullScreenLoader />;
  if (property.isError) return <section className="page" />;
  return <BlockScreen property={property.data.property} blockId={idOf(params.blockId)} />;
}

function BlockScreen({ property, blockId }: { property: Property; blockId: number | null }) {
  const { t } = useTranslation('blocks');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const surface = useBlockSurface(property);
  const stay = useOwnerStay(surface, blockId);
  const calendarHref = paths.calendar.getHref(property.id);
  const clicked = search.get('date') ?? '';
  const initialDate = isLocalDate(clicked) ? clicked : earliestSelectableDate(new Date(), property.time_zone);
  const shownDate = stay.data ? localParts(new Date(stay.data.checkIn), property.time_zone).date : initialDate;
  // Back on the calendar, the month of the block is shown (the calendar keeps its month in ?month=).
  const returnHref = `${calendarHref}?month=${monthOf(shownDate)}`;

  if (!surface || (blockId !== null && stay.isPending)) return <FullScreenLoader />;
  return (
    <section className="page block-page">
      <header className="block-page__header">
        <h2 className="block-page__title">{property.nickname}</h2>
        <Link to={returnHref} className="block-page__back">
          {t('actions.back')}
        </Link>
      </header>
      {blockId !== null && stay.isError ? (
        <Alert tone="error">{t('codes.notFound')}</Alert>
      ) : (
        <BlockForm
          property={property}
          surface={surface}
          stay={blockId !== null ? (stay.data ?? null) : null}
          initialDate={initialDate}
          onDone={(outcome) => navigate(returnHref, { state: { notice: `block.${outcome}` } })}
        />
      )}
    </section>
  );
}
