import type { Property } from '@portal/contract';
import { monthParts } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BookingDetails } from '../../components/booking-details/index.ts';
import { monthTitle } from '../../components/calendar/index.ts';
import { PropertyGate } from '../../components/property-gate.tsx';
import { LoadFailure, Spinner } from '../../components/ui/index.ts';
import { intlLocale } from '../../lib/intl.ts';
import { useMonthReservations } from './api/get-month-reservations.ts';
import { useOccupancy } from './api/get-occupancy.ts';
import { MonthReservations } from './components/month-reservations.tsx';
import { OccupancySlider } from './components/occupancy-slider.tsx';
import './summary.css';

/** /settings/occupancy/{propertyId}: occupancy by month, and the finance details of the month's reservations. */
export function OccupancyPage() {
  return <PropertyGate>{(property) => <OccupancyScreen property={property} />}</PropertyGate>;
}

function OccupancyScreen({ property }: { property: Property }) {
  const { t } = useTranslation('summary');
  const query = useOccupancy(property.id);
  const months = query.data?.months ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const index =
    chosen ??
    Math.max(
      0,
      months.findIndex((month) => month.is_current),
    );
  return (
    <section className="page summary-page">
      <header className="summary-page__header">
        <h2 className="summary-page__title">{property.nickname}</h2>
        <p className="muted">{t('occupancy.intro')}</p>
      </header>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <LoadFailure error={query.error} onRetry={() => void query.refetch()} /> : null}
      {months.length > 0 ? (
        <>
          <OccupancySlider months={months} index={index} onIndexChange={setChosen} />
          {months[index] ? <MonthFinances property={property} month={months[index].month} /> : null}
        </>
      ) : null}
    </section>
  );
}

/** The selected reservation is in the address (?reservation=CODE), so the device's back button closes its panel. */
function MonthFinances({ property, month }: { property: Property; month: string }) {
  const { t, i18n } = useTranslation('summary');
  const [params, setParams] = useSearchParams();
  const query = useMonthReservations(property.id, month);
  const guests = (query.data?.results ?? []).filter((reservation) => !reservation.ownerReservation);
  const code = params.get('reservation');
  const selected = code ? guests.find((reservation) => reservation.confirmationCode === code) : undefined;
  const { year, month: number } = monthParts(month);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (selected) {
    return (
      <BookingDetails
        className="summary-card"
        property={property}
        reservation={selected}
        backLabel={t('occupancy.backToOccupancy')}
        onBack={() => setParams({}, { replace: true })}
      />
    );
  }
  return (
    <MonthReservations
      title={monthTitle(intlLocale(i18n.language), year, number)}
      reservations={guests}
      timeZone={property.time_zone}
      onSelect={(reservation) => setParams({ reservation: reservation.confirmationCode })}
    />
  );
}
