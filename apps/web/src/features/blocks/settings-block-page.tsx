import type { CalendarDayWire, Property } from '@portal/contract';
import { earliestSelectableDate, lastDayOfMonth, localDateOf, monthOf, monthParts, shiftMonth } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DayLegend,
  dayTitle,
  dayTone,
  dayToneClass,
  type GridDay,
  gridWeeks,
  hasStateWord,
  MonthGrid,
  MonthNavigator,
  monthTitle,
} from '../../components/calendar/index.ts';
import { PropertyGate } from '../../components/property-gate.tsx';
import { Alert, LoadFailure, Modal } from '../../components/ui/index.ts';
import { intlLocale } from '../../lib/intl.ts';
import { useBlockSurface } from './api/block-surface.ts';
import { useBlockCalendar } from './api/get-block-calendar.ts';
import type { BlockOutcome } from './components/block-form.tsx';
import { BlockModalContent, type OpenForm } from './components/block-modal-content.tsx';
import './blocks.css';

/** The day tones this grid draws, then the owner-block chip: the same palette as the calendar (decision 043). */
const BLOCK_OFF_LEGEND = ['available', 'confirmed', 'checked_in', 'booked', 'unavailable', 'owner'] as const;

/** Settings 'Block off date' (docs/product/owner-stays.md#screens): a month calendar; a date opens a new block, an owner block opens it. */
export function SettingsBlockPage() {
  return <PropertyGate>{(property) => <BlockOffCalendar property={property} />}</PropertyGate>;
}

function BlockOffCalendar({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('blocks');
  const locale = intlLocale(i18n.language);
  const now = new Date();
  const today = localDateOf(now, property.time_zone);
  // docs/product/owner-stays.md#time-rules: a new block starts at 15:00, so today is open only until then (the form's own rule).
  const earliest = earliestSelectableDate(now, property.time_zone);
  const [month, setMonth] = useState(monthOf(today));
  const [open, setOpen] = useState<OpenForm | null>(null);
  const [notice, setNotice] = useState<BlockOutcome | null>(null);
  const surface = useBlockSurface(property);
  const { year, month: monthNumber } = monthParts(month);
  const weeks = gridWeeks(year, monthNumber, today);
  const range = { from: weeks[0]?.[0]?.date ?? `${month}-01`, to: weeks.at(-1)?.at(-1)?.date ?? lastDayOfMonth(month) };
  const calendar = useBlockCalendar(property.id, range);
  const days = useMemo(
    () => new Map<string, CalendarDayWire>((calendar.data?.days ?? []).map((day) => [day.date, day])),
    [calendar.data],
  );
  const title = monthTitle(locale, year, monthNumber);

  const toneOf = (day: GridDay) => dayTone(days.get(day.date));
  const dayLabel = (day: GridDay) => {
    const tone = toneOf(day);
    const date = dayTitle(locale, day.date);
    return hasStateWord(tone) ? `${date}, ${t(`common:dayStates.${tone}`)}` : date;
  };
  const renderDay = (day: GridDay) => {
    const info = days.get(day.date);
    if (!info?.ownerReservationId) return null;
    const id = info.ownerReservationId;
    return (
      <button
        type="button"
        className="block-chip"
        onClick={(event) => {
          event.stopPropagation();
          setNotice(null);
          setOpen({ kind: 'edit', id });
        }}
      >
        {property.owner_block_label}
      </button>
    );
  };

  return (
    <section className="page block-off-page">
      <h2 className="block-page__title">{property.nickname}</h2>
      <p className="block-off-page__intro">{t('intro')}</p>
      {notice ? <Alert tone="success">{t(`done.${notice}`)}</Alert> : null}
      {calendar.isError ? <LoadFailure error={calendar.error} onRetry={() => void calendar.refetch()} /> : null}
      <div className="block-off-page__calendar" aria-busy={calendar.isFetching || undefined}>
        <MonthNavigator title={title} onMove={(by) => setMonth((current) => shiftMonth(current, by))} />
        <MonthGrid
          year={year}
          month={monthNumber}
          locale={locale}
          caption={title}
          today={today}
          dayClassName={(day) => dayToneClass(toneOf(day))}
          dayLabel={dayLabel}
          renderDay={renderDay}
          isDayDisabled={(day) => day.date < earliest || day.isOutside}
          onDayClick={(day) => {
            setNotice(null);
            setOpen({ kind: 'create', date: day.date });
          }}
        />
        <DayLegend entries={BLOCK_OFF_LEGEND} className="block-off-page__legend" />
      </div>
      <Modal isOpen={open !== null && surface !== null} onClose={() => setOpen(null)} title={t('title')}>
        {open && surface ? (
          <BlockModalContent
            key={open.kind === 'edit' ? `e${open.id}` : `c${open.date}`}
            property={property}
            surface={surface}
            open={open}
            onDone={(outcome) => {
              setOpen(null);
              setNotice(outcome);
            }}
          />
        ) : null}
      </Modal>
    </section>
  );
}
