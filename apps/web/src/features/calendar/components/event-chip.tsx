import type { Reservation } from '@portal/contract';
import { WrenchIcon } from '../../../components/ui/icons.tsx';
import type { CalendarEvent } from '../calendar-events.ts';

export interface EventChipProps {
  event: CalendarEvent;
  /** The label is written on the event's first day and at the start of each week; other days show the bar. */
  isLabelled: boolean;
  onSelectReservation: (reservation: Reservation) => void;
  onOpenOwnerBlock: (blockId: number) => void;
}

/** One event on one day: reservations and owner stays are buttons; manual blocks and tasks are background. */
export function EventChip({ event, isLabelled, onSelectReservation, onOpenOwnerBlock }: EventChipProps) {
  const classes = ['event-chip', `event-chip--${event.kind}`, isLabelled ? '' : 'event-chip--continued'];
  if (event.reservation?.isParked) classes.push('event-chip--parked');
  // dir=auto: a Latin guest name in an Arabic page truncates at its own end.
  const text = (
    <span className={isLabelled ? 'event-chip__label' : 'visually-hidden'} dir="auto">
      {event.label}
    </span>
  );
  const { reservation } = event;
  if (reservation && !event.isBackground) {
    return (
      <button
        type="button"
        className={classes.join(' ')}
        data-event={event.key}
        onClick={() =>
          reservation.ownerReservation ? onOpenOwnerBlock(reservation.id) : onSelectReservation(reservation)
        }
      >
        {text}
      </button>
    );
  }
  return (
    <span className={[...classes, 'event-chip--background'].join(' ')} data-event={event.key}>
      {event.kind === 'task' && isLabelled ? <WrenchIcon className="event-chip__icon" /> : null}
      {text}
    </span>
  );
}
