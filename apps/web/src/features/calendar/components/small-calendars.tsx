import type { CalendarDayWire } from '@portal/contract';
import { type LocalDate, localMonth, monthParts, shiftMonth } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { MonthGrid, monthTitle } from '../../../components/calendar/index.ts';

export interface SmallCalendarsProps {
  year: number;
  month: number;
  locale: string;
  today: LocalDate;
  days: Map<LocalDate, CalendarDayWire>;
}

/** Spec §2: the three months after the shown one, occupied or available at a glance, with a legend. */
export function SmallCalendars({ year, month, locale, today, days }: SmallCalendarsProps) {
  const { t } = useTranslation('calendar');
  const months = [1, 2, 3].map((offset) => shiftMonth(localMonth(year, month), offset));
  const isOccupied = (date: LocalDate) => {
    const day = days.get(date);
    return day !== undefined && day.status !== 'available';
  };
  return (
    <section className="calendar-card small-calendars" aria-labelledby="small-calendars-title">
      <h2 id="small-calendars-title" className="calendar-card__title">
        {t('small.title')}
      </h2>
      <div className="small-calendars__months">
        {months.map((shown) => {
          const m = monthParts(shown);
          const title = monthTitle(locale, m.year, m.month);
          return (
            <figure key={shown} className="small-calendars__month" data-month={shown}>
              <figcaption className="small-calendars__caption">{title}</figcaption>
              <MonthGrid
                year={m.year}
                month={m.month}
                locale={locale}
                caption={title}
                today={today}
                size="small"
                hideOutsideDays
                dayClassName={(day) =>
                  isOccupied(day.date) ? 'mini-day mini-day--occupied' : 'mini-day mini-day--available'
                }
                dayLabel={(day) =>
                  `${day.dayOfMonth}: ${isOccupied(day.date) ? t('legend.occupied') : t('legend.available')}`
                }
              />
            </figure>
          );
        })}
      </div>
      <ul className="legend" aria-label={t('legend.title')}>
        <li>
          <span className="legend__swatch mini-day--occupied" aria-hidden="true" />
          {t('legend.occupied')}
        </li>
        <li>
          <span className="legend__swatch mini-day--available" aria-hidden="true" />
          {t('legend.available')}
        </li>
      </ul>
    </section>
  );
}
