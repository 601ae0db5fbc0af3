import type { Property } from '@portal/contract';
import { financeFileNames } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { FileViewer } from '../../../components/file-viewer/index.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useDownload } from '../api/download-file.ts';
import { useMaintenanceInvoices } from '../api/get-invoices.ts';
import { useMonthLabel } from '../use-month-label.ts';

/** docs/product/statements.md#screens maintenance tab: the property's maintenance invoices, newest first, each downloadable. */
export function MaintenanceTab({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('documents');
  const invoices = useMaintenanceInvoices(property.id);
  const download = useDownload(property.id);
  const monthLabel = useMonthLabel();
  if (invoices.isPending) return <Loading />;
  if (invoices.isError) return <LoadFailure error={invoices.error} onRetry={() => void invoices.refetch()} />;
  if (invoices.data.data.length === 0) return <p className="empty-state">{t('maintenance.empty')}</p>;
  return (
    <section className="documents-card" aria-labelledby="maintenance-title">
      <h2 id="maintenance-title" className="documents-card__title">
        {t('maintenance.title')}
      </h2>
      {download.isError ? <Alert tone="error">{t('errors.download')}</Alert> : null}
      <ul className="doc-list">
        {invoices.data.data.map((invoice) => {
          const isUnread = invoice.is_read === '0';
          return (
            <li key={invoice.id} className={`doc-item${isUnread ? ' doc-item--unread' : ''}`}>
              <div className="doc-item__main">
                <span className="doc-item__title">
                  <bdi>{invoice.title}</bdi>
                </span>
                {isUnread ? <span className="doc-item__badge">{t('list.new')}</span> : null}
                <span className="doc-item__meta">
                  {t('maintenance.invoice', {
                    number: invoice.invoice_number,
                    month: monthLabel(invoice.invoice_year, invoice.invoice_month),
                  })}
                </span>
                <span className="doc-item__amount">
                  <bdi>{formatMoney(invoice.total_expenses, invoice.currency, i18n.language)}</bdi>
                  {invoice.total_computed ? <small> · {t('maintenance.computed')}</small> : null}
                </span>
              </div>
              <Button
                variant="secondary"
                aria-label={t('list.downloadNamed', { name: invoice.title })}
                isLoading={download.busyPath === invoice.pdf}
                onClick={() =>
                  void download.download({
                    path: invoice.pdf,
                    fileName: financeFileNames.maintenance(property.nickname, invoice.invoice_number),
                    language: i18n.language,
                  })
                }
              >
                {t('list.download')}
              </Button>
            </li>
          );
        })}
      </ul>
      <FileViewer viewer={download.viewer} onClose={download.closeViewer} />
    </section>
  );
}
