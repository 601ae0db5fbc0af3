import type { Property, StatementDetail as Statement } from '@portal/contract';
import { financeFileNames } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BookingDetails } from '../../../components/booking-details/index.ts';
import { FileViewer } from '../../../components/file-viewer/index.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BackIcon } from '../../../components/ui/icons.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMoney, formatShortDate } from '../../../lib/format.ts';
import { useDownload } from '../api/download-file.ts';
import { useStatement } from '../api/get-statement.ts';
import { markRead } from '../api/mark-read.ts';
import { useCanPreview } from '../use-can-preview.ts';
import { useMonthLabel } from '../use-month-label.ts';
import { PdfPreview } from './pdf-preview.tsx';
import { StatementFigures } from './statement-figures.tsx';

/**
 * docs/product/statements.md#read-state: an unread statement becomes read when the owner leaves its detail (back, the menu, anywhere). StrictMode's
 * rehearsal unmount in development is told apart by the remount that follows at once.
 */
function useMarkReadOnLeave(propertyId: number, statement: Statement | undefined) {
  const queryClient = useQueryClient();
  const latest = useRef(statement);
  latest.current = statement;
  useEffect(() => {
    let isMounted = true;
    return () => {
      isMounted = false;
      setTimeout(() => {
        const current = latest.current;
        if (isMounted || !current || current.is_read === '1') return;
        void markRead('statement', current.id)
          .catch(() => undefined)
          .finally(() => queryClient.invalidateQueries({ queryKey: ['documents', propertyId] }));
      }, 0);
    };
  }, [propertyId, queryClient]);
}

export function StatementDetail({ property, year, month }: { property: Property; year: number; month: number }) {
  const { t, i18n } = useTranslation('documents');
  const navigate = useNavigate();
  const statement = useStatement(property.id, year, month);
  const download = useDownload(property.id);
  const canPreview = useCanPreview();
  const monthLabel = useMonthLabel();
  const [openCode, setOpenCode] = useState<string | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const data = statement.data?.data.data;
  useMarkReadOnLeave(property.id, data);
  const title = t('detail.title', { month: monthLabel(year, month) });
  const back = (
    <Button variant="ghost" onClick={() => navigate(paths.documents.getHref('statements', property.id))}>
      <BackIcon flipInRtl />
      {t('detail.back')}
    </Button>
  );
  if (statement.isPending) return <Loading />;
  if (statement.isError || !data) {
    return (
      <>
        {back}
        <LoadFailure error={statement.error} onRetry={() => void statement.refetch()} notFound={t('detail.notFound')} />
      </>
    );
  }
  const booking = data.reservations.find((line) => line.confirmation_code === openCode)?.booking ?? null;
  if (booking) {
    return (
      <BookingDetails
        className="documents-card"
        property={property}
        reservation={booking}
        onBack={() => setOpenCode(null)}
        backLabel={t('detail.backToStatement')}
      />
    );
  }
  const money = (amount: number) => formatMoney(amount, data.currency, i18n.language);
  const day = (iso: string) => formatShortDate(iso, data.time_zone, i18n.language);
  const fileName = financeFileNames.statement(property.nickname, year, month);
  return (
    <div className="documents-stack">
      <div>{back}</div>
      <header className="documents-page__header">
        <h1 className="documents-page__title">{title}</h1>
        <p className="documents-page__subtitle">
          <bdi>{property.nickname}</bdi>
        </p>
      </header>
      <div className="statement-actions">
        <Button
          isLoading={download.busyPath !== null}
          onClick={() => void download.download({ path: data.property_pdf, fileName, language: i18n.language })}
        >
          {t('detail.download')}
        </Button>
        {canPreview ? (
          <Button variant="secondary" onClick={() => setIsPreviewOpen(true)}>
            {t('detail.preview')}
          </Button>
        ) : null}
      </div>
      {download.isError ? <Alert tone="error">{t('errors.download')}</Alert> : null}
      <section className="documents-card" aria-labelledby="statement-reservations-title">
        <h2 id="statement-reservations-title" className="documents-card__title">
          {t('statement:reservations')}
        </h2>
        {data.reservations.length === 0 ? <p className="empty-state">{t('statement:noReservations')}</p> : null}
        <ul className="doc-list">
          {data.reservations.map((line) => (
            <li key={line.confirmation_code} className="doc-item">
              <button
                type="button"
                className="doc-item__main doc-item__button"
                disabled={!line.booking}
                title={line.booking ? t('detail.openBooking') : t('detail.noBooking')}
                onClick={() => setOpenCode(line.confirmation_code)}
              >
                <span className="doc-item__title">
                  <bdi>{line.guest_name ?? line.confirmation_code}</bdi>
                </span>
                <span className="doc-item__meta">
                  <bdi>{line.confirmation_code}</bdi> · {day(line.check_in)} – {day(line.check_out)} ·{' '}
                  {t('statement:nights', { count: line.nights })}
                </span>
                <span className="doc-item__amount">
                  <bdi>{money(line.gross_revenue)}</bdi>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <StatementFigures statement={data} />
      <FileViewer viewer={download.viewer} onClose={download.closeViewer} />
      {isPreviewOpen ? (
        <PdfPreview path={data.property_pdf} title={title} onClose={() => setIsPreviewOpen(false)} />
      ) : null}
    </div>
  );
}
