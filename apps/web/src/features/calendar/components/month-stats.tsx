import { roundedPercent } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useStatistics } from '../api/get-statistics.ts';

/** One figure; without a value (still loading), a placeholder of one line's height. */
function Figure({ stat, label, children }: { stat: string; label: string; children: ReactNode }) {
  const isLoading = children === undefined || children === null || children === false;
  return (
    <div className="month-stats__figure" data-stat={stat}>
      <dt>{label}</dt>
      <dd>{isLoading ? <span className="month-stats__placeholder">{'\u00a0'}</span> : children}</dd>
    </div>
  );
}

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
      {statistics.isError ? <LoadFailure error={statistics.error} onRetry={() => void statistics.refetch()} /> : null}
      {/* While the month's figures load, their boxes hold their place, so nothing under them moves. */}
      {data || statistics.isPending ? (
        <dl className="month-stats__figures">
          <Figure stat="earning" label={t('stats.earning')}>
            {data && formatMoney(data.earning, data.currency, i18n.language)}
          </Figure>
          <Figure stat="stays" label={t('stats.stays')}>
            {data?.stays}
          </Figure>
          <Figure stat="nights" label={t('stats.nights')}>
            {data?.nights}
          </Figure>
          <Figure stat="occupancy" label={t('stats.occupancy')}>
            {data && formatPercent(roundedPercent(data.occupancy_rate), i18n.language)}
          </Figure>
        </dl>
      ) : null}
    </section>
  );
}
