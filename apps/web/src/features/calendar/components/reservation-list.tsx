import type { Reservation } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../lib/format.ts';

export interface ReservationListProps {
  reservations: Reservation[];
  timeZone: string;
  selectedCode: string | null;
  onSelect: (reservation: Reservation) => void;
}

/** The month's reservations and owner stays, by check-in; selecting one opens its details (or the block). */
export function ReservationList({ reservations, timeZone, selectedCode, onSelect }: ReservationListProps) {
  const { t, i18n } = useTranslation('calendar');
  return (
    <section className="calendar-card reservation-list" aria-labelledby="reservation-list-title">
      <h2 id="reservation-list-title" className="calendar-card__title">
        {t('reservations.title')}
      </h2>
      {reservations.length === 0 ? (
        <p className="empty-state">{t('reservations.empty')}</p>
      ) : (
        <ul className="reservation-list__items">
          {reservations.map((reservation) => (
            <li key={reservation.id}>
              <button
                type="button"
                className={`reservation-item reservation-item--${reservation.ownerReservation ? 'owner' : 'guest'}`}
                aria-pressed={reservation.confirmationCode === selectedCode}
                onClick={() => onSelect(reservation)}
              >
                <span className="reservation-item__name">
                  {reservation.ownerReservation ? reservation.title : reservation.guestName || reservation.title}
                </span>
                <span className="reservation-item__dates">
                  {formatShortDate(reservation.start, timeZone, i18n.language)} –{' '}
                  {formatShortDate(reservation.end, timeZone, i18n.language)} ·{' '}
                  {t('reservations.nights', { count: reservation.nights })}
                </span>
                <span className="reservation-item__tags">
                  {reservation.ownerReservation ? (
                    <span className="tag tag--owner">{t('reservations.ownerStay')}</span>
                  ) : (
                    <span className="tag">{reservation.source}</span>
                  )}
                  {reservation.status === 'checked_in' ? (
                    <span className="tag tag--checked-in">{t('common:dayStates.checked_in')}</span>
                  ) : null}
                  {reservation.isParked ? <span className="tag tag--parked">{t('reservations.parked')}</span> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
