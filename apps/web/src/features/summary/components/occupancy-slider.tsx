import type { OccupancyResponse } from '@portal/contract';
import { monthParts } from '@portal/domain';
import { dateTimeFormat } from '@portal/i18n';
import { type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthNavigator, monthTitle } from '../../../components/calendar/index.ts';
import { formatPercent } from '../../../lib/format.ts';
import { intlLocale } from '../../../lib/intl.ts';
import { OccupancyPie } from './occupancy-pie.tsx';

type OccupancyMonth = OccupancyResponse['months'][number];

export interface OccupancySliderProps {
  months: OccupancyMonth[];
  index: number;
  onIndexChange: (index: number) => void;
}

const SWIPE_PX = 40;

/** docs/product/settings-property-summary.md#occupancy-rate: a slider of months, one pie each; arrows, the month chips, or a swipe move it. */
export function OccupancySlider({ months, index, onIndexChange }: OccupancySliderProps) {
  const { t, i18n } = useTranslation('summary');
  const locale = intlLocale(i18n.language);
  const isRtl = i18n.dir(i18n.language) === 'rtl';
  const startX = useRef<number | null>(null);
  const title = (month: OccupancyMonth) => {
    const { year, month: number } = monthParts(month.month);
    return monthTitle(locale, year, number);
  };
  const go = (next: number) => onIndexChange(Math.min(months.length - 1, Math.max(0, next)));
  const current = months[index];

  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) < SWIPE_PX) return;
    go(index + (dx < 0 !== isRtl ? 1 : -1));
  };

  return (
    <section
      className="occupancy-slider"
      aria-roledescription={t('occupancy.carousel')}
      aria-label={t('occupancy.title')}
    >
      <MonthNavigator
        title={current ? title(current) : ''}
        headingLevel="h3"
        hasYearButtons={false}
        isPreviousDisabled={index === 0}
        isNextDisabled={index === months.length - 1}
        onMove={(step) => go(index + step)}
      />
      <div
        className="occupancy-slider__viewport"
        onPointerDown={(event) => {
          startX.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          startX.current = null;
        }}
      >
        <ul className="occupancy-slider__track" style={{ transform: `translateX(${(isRtl ? 100 : -100) * index}%)` }}>
          {months.map((month, position) => {
            const percent = formatPercent(month.percent, i18n.language);
            return (
              <li
                key={month.month}
                className="occupancy-slider__slide"
                aria-roledescription={t('occupancy.slide')}
                aria-label={t('occupancy.slideOf', { index: position + 1, total: months.length })}
                aria-hidden={position !== index}
                inert={position !== index}
              >
                <OccupancyPie
                  percent={month.percent}
                  text={percent}
                  label={t('occupancy.pieLabel', { month: title(month), percent })}
                />
                <p className="occupancy-slider__caption">
                  {t('occupancy.booked', { count: month.days_in_month, booked: month.booked_days })}
                </p>
                {month.is_current ? <p className="tag">{t('occupancy.currentMonth')}</p> : null}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="occupancy-slider__chips">
        {months.map((month, position) => {
          const { year, month: number } = monthParts(month.month);
          return (
            <button
              key={month.month}
              type="button"
              className="occupancy-chip"
              aria-pressed={position === index}
              aria-label={title(month)}
              onClick={() => go(position)}
            >
              {dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
                new Date(Date.UTC(year, number - 1, 1)),
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
