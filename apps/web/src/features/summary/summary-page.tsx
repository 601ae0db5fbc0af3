import type { Property } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { PropertyGate } from '../../components/property-gate.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { paths } from '../../config/paths.ts';
import { readString } from '../../lib/session/storage.ts';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';
import { useDocuments } from './api/get-documents.ts';
import { usePropertySummary } from './api/get-property-summary.ts';
import { useUtilities } from './api/get-utilities.ts';
import { DocumentsSection } from './components/documents-section.tsx';
import { BankSection, PropertySection } from './components/property-facts-sections.tsx';
import { SummarySection } from './components/summary-section.tsx';
import { UtilitiesSection } from './components/utilities-section.tsx';
import './summary.css';

export const DOCUMENTS_ANCHOR = 'documents';

/** /settings/summary/{propertyId?}: without an id, the property the owner last opened. */
export function SummaryPage() {
  const { propertyId } = useParams();
  if (!propertyId) return <SummaryWithoutProperty />;
  return <PropertyGate>{(property) => <PropertySummary property={property} />}</PropertyGate>;
}

function SummaryWithoutProperty() {
  const { t } = useTranslation('summary');
  const stored = readString(STORAGE_KEYS.propertyId);
  if (stored && /^\d{1,10}$/.test(stored)) return <Navigate to={paths.settingsSummary.getHref(stored)} replace />;
  return (
    <section className="page summary-page">
      <p className="empty-state">{t('chooseProperty')}</p>
      <Link to={paths.properties.getHref()}>{t('links.properties')}</Link>
    </section>
  );
}

/** Settings §2 summary: property details, utilities, bank details and documents, with links to edit each. */
function PropertySummary({ property }: { property: Property }) {
  const { t } = useTranslation('summary');
  const { hash } = useLocation();
  // The sections draw together once their three calls have answered (or failed, each section then says so): drawn
  // one by one, each answer pushed the sections under it down the screen.
  const isLoading = [usePropertySummary(property.id), useUtilities(property.id), useDocuments(property.id)].some(
    (query) => query.isPending,
  );

  // The reminder e-mail links to #documents; the section exists only once the page has rendered.
  useEffect(() => {
    if (isLoading || hash !== `#${DOCUMENTS_ANCHOR}`) return;
    const section = document.getElementById(DOCUMENTS_ANCHOR);
    section?.scrollIntoView();
    section?.focus({ preventScroll: true });
  }, [hash, isLoading]);

  return (
    <section className="page summary-page">
      <header className="summary-page__header">
        <h2 className="summary-page__title">{property.nickname}</h2>
        <p className="muted">{property.address_2 || property.address}</p>
      </header>
      <nav className="summary-links" aria-label={t('links.label')}>
        <Link to={paths.settingsPropertySurvey.getHref(property.id)}>{t('links.survey')}</Link>
        <Link to={paths.settingsUtilities.getHref(property.id)}>{t('links.utilities')}</Link>
        <Link to={paths.settingsOccupancy.getHref(property.id)}>{t('links.occupancy')}</Link>
        <a href={`#${DOCUMENTS_ANCHOR}`}>{t('links.documents')}</a>
      </nav>
      {isLoading ? (
        <Loading />
      ) : (
        <>
          <PropertySection property={property} />
          <SummarySection
            title={t('sections.utilities')}
            action={
              <Link className="summary-card__action" to={paths.settingsUtilities.getHref(property.id)}>
                {t('links.editUtilities')}
              </Link>
            }
          >
            <UtilitiesSection property={property} />
          </SummarySection>
          <BankSection property={property} />
          <SummarySection title={t('sections.documents')} id={DOCUMENTS_ANCHOR}>
            <DocumentsSection property={property} />
          </SummarySection>
        </>
      )}
    </section>
  );
}
