import { localDateOf, monthOf, monthParts, shiftMonth } from '@portal/domain';
import { formatMonthYear } from '@portal/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { openStatementPdf, useDocumentUploads, usePropertyDocuments } from '../api/property-documents.ts';
import { InvoiceForm } from './invoice-form.tsx';
import { PicturePanel } from './picture-panel.tsx';
import { StaffActionError } from './staff-action-error.tsx';

/** /staff/properties/:propertyId/documents: a property's picture, statements (open, replace the PDF) and invoices. */
export function PropertyDocumentsPage() {
  const { t, i18n } = useTranslation('staffStatements');
  const propertyId = Number(useParams().propertyId);
  const documents = usePropertyDocuments(propertyId);
  const { replacePdf } = useDocumentUploads(propertyId);
  const [month] = useState(() => monthParts(shiftMonth(monthOf(localDateOf(new Date(), 'Asia/Dubai')), -1)));
  if (documents.isPending) return <Spinner />;
  if (documents.isError) return <LoadFailure error={documents.error} onRetry={() => void documents.refetch()} />;
  const { property, statements, maintenance, furnishing } = documents.data;
  const monthLabel = (year: number, number: number) => formatMonthYear(year, number, i18n.language);
  const invoices = (title: string, rows: typeof maintenance) => (
    <>
      <h2>{title}</h2>
      {rows.length === 0 ? <p className="staff-muted">{t('property.noInvoices')}</p> : null}
      {rows.length > 0 ? (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('property.period')}</th>
                <th scope="col">{t('property.invoiceTitle')}</th>
                <th scope="col">{t('property.reference')}</th>
                <th scope="col">{t('property.total')}</th>
                <th scope="col">{t('property.uploaded')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{monthLabel(row.year, row.month)}</td>
                  <td>
                    <bdi>{row.title}</bdi>
                  </td>
                  <td>
                    <bdi>{row.reference ?? '—'}</bdi>
                  </td>
                  <td>
                    <bdi>{`${row.total} ${property.currency}`}</bdi>
                  </td>
                  <td>{row.hasUploadedPdf ? '✓' : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
  return (
    <section className="staff-section">
      <Link to={paths.staffStatements.getHref()} className="staff-back">
        {t('property.back')}
      </Link>
      <h1>{t('property.title', { nickname: property.nickname })}</h1>
      <p className="staff-muted">
        <bdi>{t('property.owner', { email: property.ownerEmail })}</bdi>
      </p>
      <p className="staff-actions">
        <Link to={paths.staffNotifications.getHref({ propertyId: property.id })}>
          {t('staffMessages:publish.toPropertyOwnerLink')}
        </Link>
      </p>
      <PicturePanel propertyId={property.id} picture={property.picture} />
      <h2>{t('property.statements')}</h2>
      <StaffActionError error={replacePdf.error} />
      {replacePdf.isSuccess ? <Alert tone="success">{t('property.replaced')}</Alert> : null}
      {statements.length === 0 ? <p className="staff-muted">{t('property.noStatements')}</p> : null}
      {statements.length > 0 ? (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('property.period')}</th>
                <th scope="col">{t('month.state')}</th>
                <th scope="col">{t('month.net')}</th>
                <th scope="col">{t('property.uploaded')}</th>
                <th scope="col">{t('property.preview')}</th>
                <th scope="col">{t('property.replace')}</th>
              </tr>
            </thead>
            <tbody>
              {statements.map((row) => (
                <tr key={row.statementId}>
                  <td>{monthLabel(row.year, row.month)}</td>
                  <td>{t(`month.states.${row.state}`)}</td>
                  <td>
                    <bdi>{`${row.netAmount ?? '—'} ${property.currency}`}</bdi>
                  </td>
                  <td>{row.hasUploadedPdf ? '✓' : '—'}</td>
                  <td>
                    <button
                      type="button"
                      className="staff-link"
                      onClick={() => row.statementId !== null && void openStatementPdf(row.statementId)}
                    >
                      {t('property.preview')}
                    </button>
                  </td>
                  <td>
                    <input
                      type="file"
                      accept="application/pdf"
                      aria-label={t('property.replaceLabel', { month: monthLabel(row.year, row.month) })}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        if (file && row.statementId !== null) replacePdf.mutate({ statementId: row.statementId, file });
                        event.target.value = '';
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {invoices(t('property.maintenance'), maintenance)}
      {invoices(t('property.furnishing'), furnishing)}
      <div className="staff-panels">
        <InvoiceForm propertyId={property.id} kind="maintenance" month={month} />
        <InvoiceForm propertyId={property.id} kind="furnishing" month={month} />
      </div>
    </section>
  );
}
