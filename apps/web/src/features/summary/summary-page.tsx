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

/** docs/product/settings-property-summary.md#property-summary summary: property details, utilities, bank details and documents, with links to edit each. */
function PropertySummary({ property }: { property: Property }) {
  const { t } = useTranslation('summary');
  const { hash } = useLocation();
  const summary = usePropertySummary(property.id);
  const utilities = useUtilities(property.id);
  const documents = useDocuments(property.id);
  // The sections draw together once their three calls have first answered (or failed): drawn one by one, each answer
  // pushed the sections under it down the screen. After that each section shows its own state (a retry loads again
  // only that section), so the page never goes back to "Loading" and no section is ever mounted anew over a failed
  // query, which would ask the server again (decision 082).
  const isLoading = [summary, utilities, documents].some(
    (query) => query.isPending && query.errorUpdatedAt === 0 && query.dataUpdatedAt === 0,
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
          <PropertySection property={property} query={summary} />
          <SummarySection
            title={t('sections.utilities')}
            action={
              <Link className="summary-card__action" to={paths.settingsUtilities.getHref(property.id)}>
                {t('links.editUtilities')}
              </Link>
            }
          >
            <UtilitiesSection query={utilities} />
          </SummarySection>
          <BankSection property={property} query={summary} />
          <SummarySection title={t('sections.documents')} id={DOCUMENTS_ANCHOR}>
            <DocumentsSection property={property} query={documents} />
          </SummarySection>
        </>
      )}
    </section>
  );
}
