import type { Property, Reservation } from '@portal/contract';
import { localDateOf, monthOf, monthParts } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatPercent } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { BackIcon } from '../ui/icons.tsx';
import { LoadFailure } from '../ui/load-failure.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useCommission } from './api/get-commission.ts';
import { usePayout } from './api/get-payout.ts';
import './booking-details.css';

export interface BookingDetailsProps {
  property: Property;
  reservation: Reservation;
  onBack: () => void;
  /** What the back button says where the panel opens (default: back to the calendar). */
  backLabel?: string;
  /** Extra class for the card the panel sits in (the calendar passes its card style). */
  className?: string;
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

/**
 * Shared by the calendar, statements and settings (features do not import each other).
 * docs/product/calendar.md#booking-details "Reservation detail panel": code, guest, dates, nights, source and the two payout breakdowns. */
export function BookingDetails({ property, reservation, onBack, backLabel, className = '' }: BookingDetailsProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const timeZone = property.time_zone;
  const payout = usePayout(property.id, reservation.confirmationCode);
  const commission = useCommission(property.id, checkInMonth(reservation, timeZone));
  const money = (amount: number) => formatMoney(amount, property.currency, language);
  const rate = commission.data?.config_commission_fee.value;
  return (
    <section className={`booking-details ${className}`.trim()} aria-labelledby="booking-details-title">
      <div className="booking-details__header">
        <Button variant="ghost" onClick={onBack}>
          <BackIcon flipInRtl />
          {backLabel ?? t('bookingDetails.back')}
        </Button>
        <h2 id="booking-details-title" className="booking-details__title">
          {t('bookingDetails.title')}
        </h2>
      </div>
      <dl className="details-list">
        <Row label={t('bookingDetails.code')} value={reservation.confirmationCode} />
        <Row label={t('bookingDetails.guest')} value={reservation.guestName ?? '—'} />
        <Row label={t('bookingDetails.checkIn')} value={formatDateTime(reservation.start, timeZone, language)} />
        <Row label={t('bookingDetails.checkOut')} value={formatDateTime(reservation.end, timeZone, language)} />
        <Row label={t('bookingDetails.nights')} value={String(reservation.nights)} />
        <Row label={t('bookingDetails.source')} value={reservation.source ?? '—'} />
      </dl>
      {payout.isPending ? <Spinner /> : null}
      {payout.isError ? <LoadFailure error={payout.error} onRetry={() => void payout.refetch()} /> : null}
      {payout.data ? (
        <div className="booking-details__finances">
          <section aria-labelledby="guest-payment-title">
            <h3 id="guest-payment-title">{t('bookingDetails.guestPayment')}</h3>
            <dl className="details-list">
              <Row
                label={t('bookingDetails.discountedFare')}
                value={money(payout.data.guest_payment.discounted_fare)}
              />
              <Row label={t('bookingDetails.cleaningFee')} value={money(payout.data.guest_payment.cleaning_fee)} />
              <Row label={t('bookingDetails.taxes')} value={money(payout.data.guest_payment.property_use_taxes)} />
              <Row
                isTotal
                label={t('bookingDetails.totalGuestPayment')}
                value={money(payout.data.guest_payment.total_guest_payment)}
              />
            </dl>
          </section>
          <section aria-labelledby="owner-payout-title">
            <h3 id="owner-payout-title">{t('bookingDetails.ownerPayout')}</h3>
            <dl className="details-list">
              <Row label={t('bookingDetails.discountedFare')} value={money(payout.data.owner_payout.discounted_fare)} />
              <Row
                label={t('bookingDetails.hostServiceFee')}
                value={money(payout.data.owner_payout.host_service_fee)}
              />
              <Row label={t('bookingDetails.grossRevenue')} value={money(payout.data.owner_payout.gross_revenue)} />
              <Row
                label={
                  rate === undefined
                    ? t('bookingDetails.managementFee')
                    : t('bookingDetails.managementFeeRate', { rate: formatPercent(rate * 100, language) })
                }
                value={money(payout.data.owner_payout.management_fee)}
              />
              <Row isTotal label={t('bookingDetails.netPayout')} value={money(payout.data.owner_payout.net_payout)} />
            </dl>
            {commission.isError ? (
              // Only the fee's rate is missing (the amounts come with the payout): a note, not a failed panel.
              <div className="booking-details__note" role="status">
                <p>{t('bookingDetails.rateUnavailable')}</p>
                <Button variant="secondary" isLoading={commission.isFetching} onClick={() => void commission.refetch()}>
                  {t('actions.retry')}
                </Button>
              </div>
            ) : null}
          </section>
        </div>
      ) : null}
      {payout.isSuccess && !payout.data ? <p className="empty-state">{t('bookingDetails.noFinances')}</p> : null}
    </section>
  );
}
