import type { CalendarDayWire, Property } from '@portal/contract';
import { earliestSelectableDate, localDateOf, localMonth, monthRange } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BookingDetails } from '../../components/booking-details/index.ts';
import { DayLegend, MonthNavigator, monthTitle } from '../../components/calendar/index.ts';
import { PropertyGate } from '../../components/property-gate.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { paths } from '../../config/paths.ts';
import { intlLocale } from '../../lib/intl.ts';
import { useCalendar } from './api/get-calendar.ts';
import { useReservations } from './api/get-reservations.ts';
import { buildCalendarEvents } from './calendar-events.ts';
import { BigCalendar } from './components/big-calendar.tsx';
import { CalendarSubscription } from './components/calendar-subscription.tsx';
import { ChannelConflicts } from './components/channel-conflicts.tsx';
import { MonthStats } from './components/month-stats.tsx';
import { ReservationList } from './components/reservation-list.tsx';
import { SmallCalendars } from './components/small-calendars.tsx';
import { TaskList } from './components/task-list.tsx';
import { eventSlots } from './event-lanes.ts';
import { shownRange, useSelectedReservation, useShownMonth } from './use-shown-month.ts';
import './calendar.css';

/** Everything the big grid draws: the day tones, then the owner-stay and maintenance chips. */
const CALENDAR_LEGEND = [
  'available',
  'confirmed',
  'checked_in',
  'booked',
  'unavailable',
  'owner',
  'maintenance',
] as const;

/** calendar.css's breakpoint: one column, the side column under the grid. */

export function CalendarPage() {
  return <PropertyGate>{(property) => <PropertyCalendar property={property} />}</PropertyGate>;
}

function PropertyCalendar({ property }: { property: Property }) {
  const { i18n } = useTranslation('calendar');
  const navigate = useNavigate();
  const locale = intlLocale(i18n.language);
  const timeZone = property.time_zone;
  const now = new Date();
  const today = localDateOf(now, timeZone);
  const { year, month, move } = useShownMonth(today);
  const [selectedCode, selectCode] = useSelectedReservation();
  const shown = localMonth(year, month);
  const { from: monthFrom, to: monthTo } = monthRange(shown);
  const range = shownRange(year, month);
  const calendar = useCalendar(property.id, range, true);
  const reservations = useReservations(property.id, range, true);
  const days = useMemo(
    () => new Map<string, CalendarDayWire>((calendar.data?.days ?? []).map((day) => [day.date, day])),
    [calendar.data],
  );
  const drawn = useMemo(
    () =>
      buildCalendarEvents({
        days: calendar.data?.days ?? [],
        reservations: reservations.data?.results ?? [],
        timeZone,
      }),
    [calendar.data, reservations.data, timeZone],
  );
  const events = useMemo(() => eventSlots(drawn), [drawn]);
  const monthTasks = drawn.filter(
    (event) => event.isTask && event.dates.some((date) => date >= monthFrom && date <= monthTo),
  );
  const monthReservations = (reservations.data?.results ?? []).filter(
    (r) => localDateOf(new Date(r.start), timeZone) <= monthTo && localDateOf(new Date(r.end), timeZone) >= monthFrom,
  );
  const selected = reservations.data?.results.find((r) => r.confirmationCode === selectedCode) ?? null;
  const title = monthTitle(locale, year, month);
  const openOwnerBlock = (blockId: number) => navigate(paths.blockEdit.getHref(property.id, blockId));

  // The property's name and address show at once; the month below loads, or says why it could not, with a retry (a
  // failed background refresh keeps what is shown).
  const header = (
    <header className="calendar-page__header">
      <h1 className="calendar-page__title">{property.nickname}</h1>
      <p className="calendar-page__address">{property.address_2 || property.address}</p>
    </header>
  );
  const failed = [calendar, reservations].filter((query) => query.isError && !query.data);
  if (failed[0]) {
    return (
      <section className="page calendar-page">
        {header}
        <LoadFailure error={failed[0].error} onRetry={() => void Promise.all(failed.map((query) => query.refetch()))} />
      </section>
    );
  }
  if (calendar.isPending || reservations.isPending) {
    return (
      <section className="page calendar-page">
        {header}
        <Loading />
      </section>
    );
  }

  return (
    <section className="page calendar-page">
      {header}
      <ChannelConflicts propertyId={property.id} timeZone={timeZone} />
      {selected ? (
        <BookingDetails
          className="calendar-card"
          property={property}
          reservation={selected}
          onBack={() => selectCode(null)}
        />
      ) : (
        <div className="calendar-layout">
          <div className="calendar-layout__main calendar-card" aria-busy={calendar.isFetching || undefined}>
            <MonthNavigator title={title} onMove={move} />
            <BigCalendar
              year={year}
              month={month}
              locale={locale}
              caption={title}
              today={today}
              earliest={earliestSelectableDate(now, timeZone)}
              days={days}
              events={events}
              onDayClick={(date) => navigate(paths.blockNew.getHref(property.id, date))}
              onSelectReservation={(reservation) => selectCode(reservation.confirmationCode)}
              onOpenOwnerBlock={openOwnerBlock}
            />
            <DayLegend entries={CALENDAR_LEGEND} />
          </div>
          <div className="calendar-layout__side">
            <MonthStats propertyId={property.id} year={year} month={month} monthName={title} />
            <ReservationList
              reservations={monthReservations}
              timeZone={timeZone}
              selectedCode={selectedCode}
              onSelect={(r) => (r.ownerReservation ? openOwnerBlock(r.id) : selectCode(r.confirmationCode))}
            />
            <TaskList tasks={monthTasks} timeZone={timeZone} />
            <SmallCalendars year={year} month={month} locale={locale} today={today} days={days} />
            <CalendarSubscription property={property} />
          </div>
        </div>
      )}
    </section>
  );
}
