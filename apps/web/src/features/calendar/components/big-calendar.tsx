import type { CalendarDayWire, Reservation } from '@portal/contract';
import type { LocalDate } from '@portal/domain';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dayTitle,
  dayTone,
  dayToneClass,
  type GridDay,
  hasStateWord,
  MonthGrid,
} from '../../../components/calendar/index.ts';
import type { DaySlots } from '../event-lanes.ts';
import { EventChip } from './event-chip.tsx';

export interface BigCalendarProps {
  year: number;
  month: number;
  locale: string;
  caption: string;
  today: LocalDate;
  /** The first date a new owner stay may start on (spec: today before 15:00 in the property's zone, else tomorrow). */
  earliest: LocalDate;
  days: Map<LocalDate, CalendarDayWire>;
  /** Each day's event lanes (event-lanes.ts). */
  events: Map<LocalDate, DaySlots>;
  onDayClick: (date: LocalDate) => void;
  onSelectReservation: (reservation: Reservation) => void;
  onOpenOwnerBlock: (blockId: number) => void;
}

/** The big month grid: day colours from docs/product/calendar.md#day-appearance "Calendar day appearance", events drawn over the days. */
/** The User Timing entry of each month drawn: from the grid's render to its commit (bench/web reads it). */
export const MONTH_RENDER_MEASURE = 'calendar:month-render';

export function BigCalendar(props: BigCalendarProps) {
  const { t } = useTranslation('calendar');
  const renderStart = performance.now();
  // Always on and cheap: one entry per month or events change, none on other re-renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures exactly the renders that draw a new month or events
  useLayoutEffect(() => {
    performance.measure?.(MONTH_RENDER_MEASURE, {
      start: renderStart,
      detail: { year: props.year, month: props.month },
    });
  }, [props.year, props.month, props.events]);
  const toneOf = (day: GridDay) => dayTone(props.days.get(day.date));
  const isBlockable = (day: GridDay) => !day.isOutside && day.date >= props.earliest;
  return (
    <MonthGrid
      year={props.year}
      month={props.month}
      locale={props.locale}
      caption={props.caption}
      today={props.today}
      dayClassName={(day) => dayToneClass(toneOf(day))}
      onDayClick={(day) => props.onDayClick(day.date)}
      isDayDisabled={(day) => !isBlockable(day)}
      dayLabel={(day) => {
        const tone = toneOf(day);
        const date = dayTitle(props.locale, day.date);
        const described = hasStateWord(tone) ? `${date}, ${t(`common:dayStates.${tone}`)}` : date;
        return isBlockable(day) ? t('day.block', { day: described }) : described;
      }}
      renderDay={(day) =>
        (props.events.get(day.date) ?? []).map((slot) =>
          slot.event ? (
            <EventChip
              key={slot.event.key}
              event={slot.event}
              span={slot.isLabelled ? slot.span : 0}
              onSelectReservation={props.onSelectReservation}
              onOpenOwnerBlock={props.onOpenOwnerBlock}
            />
          ) : (
            <span key={`free-${slot.lane}`} className="event-chip event-chip--free" aria-hidden="true" />
          ),
        )
      }
    />
  );
}
