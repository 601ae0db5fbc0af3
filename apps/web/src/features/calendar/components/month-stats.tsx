import { roundedPercent } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useStatistics } from '../api/get-statistics.ts';

export interface MonthStatsProps {
  propertyId: number;
  year: number;
  month: number;
  monthName: string;
}

/** Spec "Monthly statistics" for the shown month: earnings formatted, occupancy as a rounded percentage. */
export function MonthStats({ propertyId, year, month, monthName }: MonthStatsProps) {
  const { t, i18n } = useTranslation('calendar');
  const statistics = useStatistics(propertyId, year, month, true);
  const data = statistics.data?.data;
  return (
    <section
      className="calendar-card month-stats"
      aria-labelledby="month-stats-title"
      aria-busy={statistics.isFetching || undefined}
    >
      <h2 id="month-stats-title" className="calendar-card__title">
        {t('stats.title', { month: monthName })}
      </h2>
      {statistics.isPending ? <Spinner /> : null}
      {statistics.isError ? <LoadFailure error={statistics.error} onRetry={() => void statistics.refetch()} /> : null}
      {data ? (
        <dl className="month-stats__figures">
          <div className="month-stats__figure" data-stat="earning">
            <dt>{t('stats.earning')}</dt>
            <dd>{formatMoney(data.earning, data.currency, i18n.language)}</dd>
          </div>
          <div className="month-stats__figure" data-stat="stays">
            <dt>{t('stats.stays')}</dt>
            <dd>{data.stays}</dd>
          </div>
          <div className="month-stats__figure" data-stat="nights">
            <dt>{t('stats.nights')}</dt>
            <dd>{data.nights}</dd>
          </div>
          <div className="month-stats__figure" data-stat="occupancy">
            <dt>{t('stats.occupancy')}</dt>
            <dd>{formatPercent(roundedPercent(data.occupancy_rate), i18n.language)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
