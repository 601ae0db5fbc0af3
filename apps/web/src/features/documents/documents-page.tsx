import type { Property } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router';
import { PropertyGate } from '../../components/property-gate.tsx';
import { type DocumentsAction, paths } from '../../config/paths.ts';
import { MaintenanceTab } from './components/maintenance-tab.tsx';
import { StatementDetail } from './components/statement-detail.tsx';
import { StatementsTab } from './components/statements-tab.tsx';
import { registerDocumentsTexts } from './documents-i18n.ts';
import './documents.css';

registerDocumentsTexts();

/** /documents/{action}/{propertyId}/{year?}/{month?} (docs/product/statements.md#screens): the Statements and Maintenance tabs of a property. */
export function DocumentsPage() {
  return <PropertyGate>{(property) => <Documents property={property} />}</PropertyGate>;
}

const ACTIONS: DocumentsAction[] = ['statements', 'maintenance'];
const number = (value: string | undefined, min: number, max: number) =>
  value && /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;

function Documents({ property }: { property: Property }) {
  const { t } = useTranslation('documents');
  const params = useParams();
  const action = ACTIONS.find((a) => a === params.action);
  const year = number(params.year, 2000, 2100);
  const month = number(params.month, 1, 12);
  const hasMonth = params.year !== undefined || params.month !== undefined;
  if (!action || (hasMonth && (action !== 'statements' || year === null || month === null))) {
    return <Navigate to={paths.documents.getHref(action ?? 'statements', property.id)} replace />;
  }
  if (action === 'statements' && year !== null && month !== null) {
    return (
      <section className="page documents-page">
        <StatementDetail property={property} year={year} month={month} />
      </section>
    );
  }
  return (
    <section className="page documents-page">
      <header className="documents-page__header">
        <h1 className="documents-page__title">{property.nickname}</h1>
      </header>
      <nav className="documents-tabs" aria-label={t('tabs.label')}>
        {ACTIONS.map((tab) => (
          <NavLink key={tab} className="documents-tabs__tab" to={paths.documents.getHref(tab, property.id)}>
            {t(`tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
      {action === 'statements' ? <StatementsTab property={property} /> : <MaintenanceTab property={property} />}
    </section>
  );
}
