import type { CalendarDayWire } from '@portal/contract';
import { type LocalDate, localMonth, monthParts, shiftMonth } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import {
  DayLegend,
  dayTone,
  dayToneClass,
  hasStateWord,
  MonthGrid,
  monthTitle,
} from '../../../components/calendar/index.ts';

export interface SmallCalendarsProps {
  year: number;
  month: number;
  locale: string;
  today: LocalDate;
  days: Map<LocalDate, CalendarDayWire>;
}

/** docs/product/calendar.md#next-three-months: the three months after the shown one, occupied or available at a glance, with a legend. */
export function SmallCalendars({ year, month, locale, today, days }: SmallCalendarsProps) {
  const { t } = useTranslation('calendar');
  const months = [1, 2, 3].map((offset) => shiftMonth(localMonth(year, month), offset));
  // The same tone as the big grid; in words a day is only occupied or available (docs/product/calendar.md#next-three-months legend).
  const isOccupied = (date: LocalDate) => {
    const day = days.get(date);
    return day !== undefined && day.status !== 'available';
  };
  const toneOf = (date: LocalDate) => dayTone(days.get(date));
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
                dayClassName={(day) => dayToneClass(toneOf(day.date))}
                dayLabel={(day) => {
                  const tone = toneOf(day.date);
                  const state = isOccupied(day.date) ? 'occupied' : 'available';
                  const detail =
                    hasStateWord(tone) && tone !== 'available' ? ` (${t(`common:dayStates.${tone}`)})` : '';
                  return `${day.dayOfMonth}: ${t(`common:dayStates.${state}`)}${detail}`;
                }}
              />
            </figure>
          );
        })}
      </div>
      <DayLegend entries={['available', 'occupied']} />
    </section>
  );
}
