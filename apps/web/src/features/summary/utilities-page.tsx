import type { Property } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PropertyGate } from '../../components/property-gate.tsx';
import { LoadFailure, Spinner } from '../../components/ui/index.ts';
import { useUtilities } from './api/get-utilities.ts';
import { UtilitiesEditor } from './components/utilities-editor.tsx';
import './summary.css';

/** /settings/property-summary/{propertyId}/update-utility-details */
export function UtilitiesPage() {
  return <PropertyGate>{(property) => <UtilitiesScreen property={property} />}</PropertyGate>;
}

function UtilitiesScreen({ property }: { property: Property }) {
  const { t } = useTranslation('summary');
  const query = useUtilities(property.id);
  return (
    <section className="page summary-page">
      <header className="summary-page__header">
        <h2 className="summary-page__title">{property.nickname}</h2>
        <p className="muted">{t('utilities.intro')}</p>
      </header>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <LoadFailure error={query.error} onRetry={() => void query.refetch()} /> : null}
      {/* Keyed by property: another property's utilities start from its own saved state. */}
      {query.data ? <UtilitiesEditor key={property.id} property={property} saved={query.data} /> : null}
    </section>
  );
}
