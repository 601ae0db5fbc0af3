import type { Reservation } from '@portal/contract';
import type { CSSProperties } from 'react';
import { WrenchIcon } from '../../../components/ui/icons.tsx';
import type { CalendarEvent } from '../calendar-events.ts';

export interface EventChipProps {
  event: CalendarEvent;
  /**
   * On the event's first day in a week row, the days it covers in that row: the chip stretches over them with the
   * name. 0 on the other days, which draw the bar under it (and carry the name for screen readers only).
   */
  span: number;
  onSelectReservation: (reservation: Reservation) => void;
  onOpenOwnerBlock: (blockId: number) => void;
}

/**
 * One event on one day: a reservation's or owner stay's first chip in a row is a button; manual blocks and tasks are
 * background (docs/product/calendar.md#events-on-the-grid).
 */
export function EventChip({ event, span, onSelectReservation, onOpenOwnerBlock }: EventChipProps) {
  const isLabelled = span > 0;
  const classes = [
    'event-chip',
    `event-chip--${event.kind}`,
    isLabelled ? 'event-chip--spans' : 'event-chip--continued',
  ];
  const style = isLabelled ? ({ '--event-span': span } as CSSProperties) : undefined;
  if (event.reservation?.isParked) classes.push('event-chip--parked');
  // dir=auto: a Latin guest name in an Arabic page truncates at its own end.
  const text = (
    <span className={isLabelled ? 'event-chip__label' : 'visually-hidden'} dir="auto">
      {event.label}
    </span>
  );
  const { reservation } = event;
  // One button per bar: the first chip of a row covers the days after it, so theirs are drawn, not tapped.
  if (reservation && !event.isBackground && isLabelled) {
    return (
      <button
        type="button"
        className={classes.join(' ')}
        style={style}
        data-event={event.key}
        onClick={() =>
          reservation.ownerReservation ? onOpenOwnerBlock(reservation.id) : onSelectReservation(reservation)
        }
      >
        {text}
      </button>
    );
  }
  if (event.isBackground) classes.push('event-chip--background');
  return (
    <span className={classes.join(' ')} style={style} data-event={event.key}>
      {event.kind === 'task' && isLabelled ? <WrenchIcon className="event-chip__icon" /> : null}
      {text}
    </span>
  );
}
