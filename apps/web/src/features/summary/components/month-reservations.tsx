import type { Reservation } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../lib/format.ts';

/** The month's guest reservations; choosing one opens its finance details (docs/product/settings-property-summary.md#occupancy-rate reservation detail panel). */
export function MonthReservations({
  title,
  reservations,
  timeZone,
  onSelect,
}: {
  title: string;
  reservations: Reservation[];
  timeZone: string;
  onSelect: (reservation: Reservation) => void;
}) {
  const { t, i18n } = useTranslation('summary');
  const date = (iso: string) => formatShortDate(iso, timeZone, i18n.language);
  return (
    <section className="summary-card" aria-labelledby="month-reservations-title">
      <h3 id="month-reservations-title" className="summary-card__title">
        {t('occupancy.reservationsIn', { month: title })}
      </h3>
      {reservations.length === 0 ? (
        <p className="empty-state">{t('occupancy.noReservations')}</p>
      ) : (
        <ul className="month-reservations">
          {reservations.map((reservation) => (
            <li key={reservation.id}>
              <button type="button" className="month-reservation" onClick={() => onSelect(reservation)}>
                <span className="month-reservation__guest">{reservation.guestName || reservation.title}</span>
                <span className="muted">
                  {date(reservation.start)} – {date(reservation.end)} ·{' '}
                  {t('occupancy.nights', { count: reservation.nights })}
                  {reservation.source ? ` · ${reservation.source}` : ''}
                </span>
                <span className="month-reservation__code" dir="ltr">
                  {reservation.confirmationCode}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
