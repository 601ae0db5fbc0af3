import type { Property, PropertySummaryResponse } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure, Spinner } from '../../../components/ui/index.ts';
import { paths } from '../../../config/paths.ts';
import { BankDetails } from './bank-details.tsx';
import { PropertyDetails } from './property-details.tsx';
import { SummarySection } from './summary-section.tsx';

type SummaryQuery = UseQueryResult<PropertySummaryResponse>;

/** Both sections read the page's GET /property_summary (one request); the survey edits both. */
function FactsSection({
  property,
  query,
  title,
  render,
}: {
  property: Property;
  query: SummaryQuery;
  title: string;
  render: (data: PropertySummaryResponse) => ReactNode;
}) {
  const { t } = useTranslation('summary');
  const edit = (
    <Link className="summary-card__action" to={paths.settingsPropertySurvey.getHref(property.id)}>
      {t('links.editInSurvey')}
    </Link>
  );
  return (
    <SummarySection title={title} action={edit}>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <LoadFailure error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? render(query.data) : null}
    </SummarySection>
  );
}

export function PropertySection({ property, query }: { property: Property; query: SummaryQuery }) {
  const { t } = useTranslation('summary');
  return (
    <FactsSection
      property={property}
      query={query}
      title={t('sections.property')}
      render={(data) => <PropertyDetails property={data.property} />}
    />
  );
}

export function BankSection({ property, query }: { property: Property; query: SummaryQuery }) {
  const { t } = useTranslation('summary');
  return (
    <FactsSection
      property={property}
      query={query}
      title={t('sections.bank')}
      render={(data) => <BankDetails account={data.property_bank_account} />}
    />
  );
}
