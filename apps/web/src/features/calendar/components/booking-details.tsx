import type { Property, Reservation } from '@portal/contract';
import { localDateOf, monthOf, monthParts } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { BackIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCommission } from '../api/get-commission.ts';
import { usePayout } from '../api/get-payout.ts';
import { formatDateTime, formatMoney, formatPercent } from '../format.ts';

export interface BookingDetailsProps {
  property: Property;
  reservation: Reservation;
  onBack: () => void;
}

function Row({ label, value, isTotal = false }: { label: string; value: string; isTotal?: boolean }) {
  return (
    <div className={`details-row${isTotal ? ' details-row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function checkInMonth(reservation: Reservation, timeZone: string) {
  return monthParts(monthOf(localDateOf(new Date(reservation.start), timeZone)));
}

/** Settings §2 "Reservation detail panel": code, guest, dates, nights, source and the two payout breakdowns. */
export function BookingDetails({ property, reservation, onBack }: BookingDetailsProps) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const timeZone = property.time_zone;
  const payout = usePayout(property.id, reservation.confirmationCode);
  const commission = useCommission(property.id, checkInMonth(reservation, timeZone));
  const money = (amount: number) => formatMoney(amount, property.currency, language);
  const rate = commission.data?.config_commission_fee.value;
  return (
    <section className="calendar-card booking-details" aria-labelledby="booking-details-title">
      <div className="booking-details__header">
        <Button variant="ghost" onClick={onBack}>
          <BackIcon flipInRtl />
          {t('details.back')}
        </Button>
        <h2 id="booking-details-title" className="calendar-card__title">
          {t('details.title')}
        </h2>
      </div>
      <dl className="details-list">
        <Row label={t('details.code')} value={reservation.confirmationCode} />
        <Row label={t('details.guest')} value={reservation.guestName ?? '—'} />
        <Row label={t('details.checkIn')} value={formatDateTime(reservation.start, timeZone, language)} />
        <Row label={t('details.checkOut')} value={formatDateTime(reservation.end, timeZone, language)} />
        <Row label={t('details.nights')} value={String(reservation.nights)} />
        <Row label={t('details.source')} value={reservation.source ?? '—'} />
      </dl>
      {payout.isPending ? <Spinner /> : null}
      {payout.data ? (
        <div className="booking-details__finances">
          <section aria-labelledby="guest-payment-title">
            <h3 id="guest-payment-title">{t('details.guestPayment')}</h3>
            <dl className="details-list">
              <Row label={t('details.discountedFare')} value={money(payout.data.guest_payment.discounted_fare)} />
              <Row label={t('details.cleaningFee')} value={money(payout.data.guest_payment.cleaning_fee)} />
              <Row label={t('details.taxes')} value={money(payout.data.guest_payment.property_use_taxes)} />
              <Row
                isTotal
                label={t('details.totalGuestPayment')}
                value={money(payout.data.guest_payment.total_guest_payment)}
              />
            </dl>
          </section>
          <section aria-labelledby="owner-payout-title">
            <h3 id="owner-payout-title">{t('details.ownerPayout')}</h3>
            <dl className="details-list">
              <Row label={t('details.discountedFare')} value={money(payout.data.owner_payout.discounted_fare)} />
              <Row label={t('details.hostServiceFee')} value={money(payout.data.owner_payout.host_service_fee)} />
              <Row label={t('details.grossRevenue')} value={money(payout.data.owner_payout.gross_revenue)} />
              <Row
                label={
                  rate === undefined
                    ? t('details.managementFee')
                    : t('details.managementFeeRate', { rate: formatPercent(rate * 100, language) })
                }
                value={money(payout.data.owner_payout.management_fee)}
              />
              <Row isTotal label={t('details.netPayout')} value={money(payout.data.owner_payout.net_payout)} />
            </dl>
          </section>
        </div>
      ) : null}
      {payout.isSuccess && !payout.data ? <p className="empty-state">{t('details.noFinances')}</p> : null}
    </section>
  );
}
