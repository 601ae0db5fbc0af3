/**
 * MonthGrid: a Monday-first month grid built on the domain's local dates, shared by the calendar and the block screens.
 *
 * Props
 * - year, month (1-12): the month shown. Whole weeks are drawn; days of the neighbouring months are
 *   `isOutside` (shown dimmed, or left empty with `hideOutsideDays`).
 * - locale: BCP 47 tag for weekday names and the spoken day labels (e.g. 'en-US', 'ru-RU', 'ar-AE-u-nu-latn').
 * - caption: accessible name of the grid (usually the month title).
 * - today: 'YYYY-MM-DD' in the property's time zone; that cell is marked.
 * - size: 'large' (default; day content shown) or 'small' (compact strip: number and colour only).
 * - dayClassName(day): extra class names for a cell (status colours).
 * - renderDay(day): content under the day number (event chips); keep buttons inside it stopping propagation.
 * - onDayClick(day): makes the whole cell one button (content from renderDay sits above it);
 *   isDayDisabled(day) turns that off per day.
 * - dayLabel(day): accessible label of the day button; defaults to the full date.
 * The grid follows the document direction, so Monday sits on the right in Arabic.
 */
import type { ReactNode } from 'react';
import { dayTitle, type GridDay, gridWeeks, weekdayNames } from './grid-dates.ts';
import './day-states.css';
import './month-grid.css';

export interface MonthGridProps {
  year: number;
  month: number;
  locale: string;
  caption: string;
  today?: string;
  size?: 'large' | 'small';
  hideOutsideDays?: boolean;
  dayClassName?: (day: GridDay) => string | undefined;
  renderDay?: (day: GridDay) => ReactNode;
  onDayClick?: (day: GridDay) => void;
  isDayDisabled?: (day: GridDay) => boolean;
  dayLabel?: (day: GridDay) => string;
}

export function MonthGrid(props: MonthGridProps) {
  const { year, month, locale, size = 'large' } = props;
  const weeks = gridWeeks(year, month, props.today);
  const names = weekdayNames(locale);
  return (
    <table className={`month-grid month-grid--${size}`} aria-label={props.caption}>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} scope="col" abbr={name.long}>
              {size === 'small' ? (
                name.narrow
              ) : (
                <>
                  <span className="month-grid__weekday-short">{name.short}</span>
                  <span className="month-grid__weekday-narrow" aria-hidden="true">
                    {name.narrow}
                  </span>
                </>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <DayCell key={day.date} day={day} {...props} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({ day, ...props }: MonthGridProps & { day: GridDay }) {
  if (day.isOutside && props.hideOutsideDays) return <td className="month-grid__cell month-grid__cell--empty" />;
  const isClickable = Boolean(props.onDayClick) && !props.isDayDisabled?.(day);
  const classes = [
    'month-grid__cell',
    day.isOutside ? 'month-grid__cell--outside' : '',
    day.isToday ? 'month-grid__cell--today' : '',
    isClickable ? 'month-grid__cell--clickable' : '',
    props.dayClassName?.(day) ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const label = props.dayLabel?.(day) ?? dayTitle(props.locale, day.date);
  return (
    <td className={classes} data-date={day.date}>
      {isClickable ? (
        <button
          type="button"
          className="month-grid__day month-grid__day--stretched"
          aria-label={label}
          aria-current={day.isToday ? 'date' : undefined}
          onClick={() => props.onDayClick?.(day)}
        >
          <span className="month-grid__number">{day.dayOfMonth}</span>
        </button>
      ) : (
        <span className="month-grid__day" aria-current={day.isToday ? 'date' : undefined}>
          <span className="month-grid__number" aria-hidden="true">
            {day.dayOfMonth}
          </span>
          <span className="visually-hidden">{label}</span>
        </span>
      )}
      {props.size !== 'small' && props.renderDay ? (
        <div className="month-grid__content">{props.renderDay(day)}</div>
      ) : null}
    </td>
  );
}
