import { localDateOf, monthOf, monthParts, shiftMonth } from '@portal/domain';
import { formatMonthYear } from '@portal/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { type StaffMonth, useMonthActions, useMonthStatements } from '../api/month-statements.ts';
import { StaffActionError } from './staff-action-error.tsx';

const lastMonth = (): StaffMonth => monthParts(shiftMonth(monthOf(localDateOf(new Date(), 'Asia/Dubai')), -1));
const YEARS = Array.from({ length: 6 }, (_, i) => new Date().getFullYear() - i);

/** /staff/statements: run month close for a month, publish its statements, and open a property's documents. */
export function MonthClosePage() {
  const { t, i18n } = useTranslation('staffStatements');
  const yearId = useId();
  const monthId = useId();
  const [selected, setSelected] = useState<StaffMonth>(lastMonth);
  const statements = useMonthStatements(selected);
  const { close, publish } = useMonthActions();
  const closed = close.data;
  const isBusy = close.isPending || publish.isPending;
  return (
    <section className="staff-section">
      <h1>{t('month.title')}</h1>
      <p className="staff-muted">{t('month.hint')}</p>
      <div className="staff-form staff-month-picker">
        <label htmlFor={yearId} className="staff-label">
          {t('month.year')}
        </label>
        <select
          id={yearId}
          className="staff-select"
          value={selected.year}
          onChange={(event) => setSelected({ ...selected, year: Number(event.target.value) })}
        >
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <label htmlFor={monthId} className="staff-label">
          {t('month.month')}
        </label>
        <select
          id={monthId}
          className="staff-select"
          value={selected.month}
          onChange={(event) => setSelected({ ...selected, month: Number(event.target.value) })}
        >
          {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
            <option key={month} value={month}>
              {formatMonthYear(selected.year, month, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      {statements.data && !statements.data.isFinished ? <Alert tone="info">{t('month.notFinished')}</Alert> : null}
      <div className="staff-actions">
        <Button
          variant="secondary"
          isLoading={close.isPending}
          disabled={isBusy}
          onClick={() => close.mutate({ ...selected, publish: false })}
        >
          {t('month.close')}
        </Button>
        <Button variant="secondary" disabled={isBusy} onClick={() => close.mutate({ ...selected, publish: true })}>
          {t('month.closeAndPublish')}
        </Button>
        <Button isLoading={publish.isPending} disabled={isBusy} onClick={() => publish.mutate(selected)}>
          {t('month.publish')}
        </Button>
      </div>
      <StaffActionError error={close.error ?? publish.error} />
      {closed ? <Alert tone="success">{t('month.closed', closed)}</Alert> : null}
      {publish.data ? <Alert tone="success">{t('month.published', { count: publish.data.published })}</Alert> : null}
      {statements.isPending ? <Spinner /> : null}
      {statements.isError ? <LoadFailure error={statements.error} onRetry={() => void statements.refetch()} /> : null}
      {statements.data ? (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('month.property')}</th>
                <th scope="col">{t('month.owner')}</th>
                <th scope="col">{t('month.state')}</th>
                <th scope="col">{t('month.gross')}</th>
                <th scope="col">{t('month.net')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('month.documents')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {statements.data.rows.map((row) => (
                <tr key={row.propertyId}>
                  <td>
                    <bdi>{row.nickname}</bdi>
                  </td>
                  <td>
                    <bdi>{row.ownerEmail}</bdi>
                  </td>
                  <td>
                    <span className={`staff-tag staff-tag--${row.state}`}>{t(`month.states.${row.state}`)}</span>
                  </td>
                  <td>{row.grossRevenue === null ? '—' : <bdi>{`${row.grossRevenue} ${row.currency}`}</bdi>}</td>
                  <td>{row.netAmount === null ? '—' : <bdi>{`${row.netAmount} ${row.currency}`}</bdi>}</td>
                  <td>
                    <Link to={paths.staffPropertyDocuments.getHref(row.propertyId)}>{t('month.documents')}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
