import type { Property } from '@portal/contract';
import { earliestSelectableDate, isLocalDate, localParts, monthOf } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PropertyGate } from '../../components/property-gate.tsx';
import { Alert, FullScreenLoader, LoadFailure } from '../../components/ui/index.ts';
import { paths } from '../../config/paths.ts';
import { useBlockSurface } from './api/block-surface.ts';
import { useOwnerStay } from './api/get-owner-stay.ts';
import { BlockForm } from './components/block-form.tsx';
import './blocks.css';

const idOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null);

/** Block Owner Stay (docs/product/owner-stays.md#screens): /calendar/:propertyId/block/new?date= and /calendar/:propertyId/block/:blockId. */
export function BlockPage() {
  const { blockId } = useParams();
  return <PropertyGate>{(property) => <BlockScreen property={property} blockId={idOf(blockId)} />}</PropertyGate>;
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
  // A block of another of the owner's properties (an edited address) is not this property's: the page says so as the
  // server would for a block that is not the owner's, rather than show it, or remove it, under this property's name.
  const otherProperty = stay.data !== undefined && stay.data.propertyId !== property.id;
  const shownDate =
    stay.data && !otherProperty ? localParts(new Date(stay.data.checkIn), property.time_zone).date : initialDate;
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
        <LoadFailure error={stay.error} onRetry={() => void stay.refetch()} notFound={t('ownerStay:notFound')} />
      ) : otherProperty ? (
        <Alert tone="error">{t('ownerStay:notFound')}</Alert>
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
