import type { Property } from '@portal/contract';
import { localDateOf, monthOf } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useFurnishingInvoices } from '../api/get-invoices.ts';
import { useStatements } from '../api/get-statements.ts';
import { mergeDocuments } from '../documents-model.ts';
import { CsvExport } from './csv-export.tsx';
import { StatementsList } from './statements-list.tsx';
import { YearChart } from './year-chart.tsx';

/** docs/product/statements.md#screens statements tab: the year at a glance, the CSV export, and statements merged with furnishing invoices. */
export function StatementsTab({ property }: { property: Property }) {
  const { t } = useTranslation('documents');
  const statements = useStatements(property.id);
  const furnishing = useFurnishingInvoices(property.id);
  if (statements.isPending || furnishing.isPending) return <Loading />;
  const failed = statements.isError ? statements : furnishing.isError ? furnishing : null;
  if (failed) return <LoadFailure error={failed.error} onRetry={() => void failed.refetch()} />;
  const list = statements.data?.data.data ?? [];
  const documents = mergeDocuments(list, furnishing.data?.data ?? []);
  if (documents.length === 0) return <p className="empty-state">{t('list.empty')}</p>;
  const current = monthOf(localDateOf(new Date(), property.time_zone));
  const years = [...new Set(list.map((s) => s.year))];
  return (
    <div className="documents-stack">
      {list.length > 0 ? <YearChart statements={list} current={current} currency={property.currency} /> : null}
      <StatementsList property={property} documents={documents} />
      {years.length > 0 ? <CsvExport property={property} years={years} /> : null}
    </div>
  );
}
