import { isLocalDate, monthOf, monthParts } from '@portal/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayTitle, gridWeeks, monthTitle, weekdayNames } from '../calendar/index.ts';
import { addMonths, browserToday, clampDay, dayForKey, isOutOfRange } from './day-math.ts';

export interface DatePickerPopoverProps {
  /** The chosen day ('YYYY-MM-DD') or ''. */
  value: string;
  min?: string;
  max?: string;
  locale: string;
  onSelect: (date: string) => void;
  /** Escape: close and give the focus back to the field. */
  onClose: () => void;
}

const TABBABLE = 'button:not([disabled]):not([tabindex="-1"])';

const Chevron = ({ isForward = false }: { isForward?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
    className={`date-picker__chevron${isForward ? ' date-picker__chevron--forward' : ''}`}
  >
    <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Weekday header text: the short name when it is short (Mon, пн), else the narrow one (Arabic names are long). */
const headerText = (name: { short: string; narrow: string }) => (name.short.length <= 3 ? name.short : name.narrow);

/** The month grid dialog of the date picker: Monday first, days outside min..max shown but not selectable. */
export function DatePickerPopover({ value, min, max, locale, onSelect, onClose }: DatePickerPopoverProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [focusDate, setFocusDate] = useState(() => clampDay(isLocalDate(value) ? value : browserToday(), min, max));
  // The day gets the focus on opening and after a key moves it, not after a click on the month arrows.
  const shouldFocusDay = useRef(true);
  const { year, month } = monthParts(monthOf(focusDate));
  const canGoBack = !min || monthOf(addMonths(focusDate, -1)) >= monthOf(min);
  const canGoForward = !max || monthOf(addMonths(focusDate, 1)) <= monthOf(max);

  useEffect(() => {
    if (!shouldFocusDay.current) return;
    shouldFocusDay.current = false;
    dialogRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const moveMonth = (months: number) => setFocusDate(clampDay(addMonths(focusDate, months), min, max));

  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!isOutOfRange(date, min, max)) onSelect(date);
      return;
    }
    const isRtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = dayForKey(event.key, date, { isRtl, isShift: event.shiftKey });
    if (!next) return;
    event.preventDefault();
    shouldFocusDay.current = true;
    setFocusDate(clampDay(next, min, max));
  }

  // Escape and Tab stay inside the picker, so a surrounding modal neither closes nor takes the focus.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    event.stopPropagation();
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(TABBABLE)];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : (index + 1) % items.length;
    event.preventDefault();
    items[next]?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      open
      aria-modal="true"
      aria-label={t('datePicker.choose')}
      className="date-picker__popover"
      onKeyDown={onKeyDown}
    >
      <div className="date-picker__header">
        <button
          type="button"
          className="month-nav__button date-picker__nav"
          aria-label={t('monthNav.previousMonth')}
          aria-disabled={!canGoBack || undefined}
          onClick={() => canGoBack && moveMonth(-1)}
        >
          <Chevron />
        </button>
        <p id={titleId} className="date-picker__title" aria-live="polite">
          {monthTitle(locale, year, month)}
        </p>
        <button
          type="button"
          className="month-nav__button date-picker__nav"
          aria-label={t('monthNav.nextMonth')}
          aria-disabled={!canGoForward || undefined}
          onClick={() => canGoForward && moveMonth(1)}
        >
          <Chevron isForward />
        </button>
      </div>
      <table className="date-picker__grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name.long} scope="col">
                <span aria-hidden="true">{headerText(name)}</span>
                <span className="visually-hidden">{name.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {gridWeeks(year, month).map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) =>
                day.isOutside ? (
                  <td key={day.date} />
                ) : (
                  <td key={day.date}>
                    <DayButton
                      date={day.date}
                      dayOfMonth={day.dayOfMonth}
                      name={dayTitle(locale, day.date)}
                      isSelected={day.date === value}
                      isFocusTarget={day.date === focusDate}
                      isDisabled={isOutOfRange(day.date, min, max)}
                      onSelect={onSelect}
                      onKeyDown={onDayKeyDown}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </dialog>
  );
}

interface DayButtonProps {
  date: string;
  dayOfMonth: number;
  name: string;
  isSelected: boolean;
  isFocusTarget: boolean;
  isDisabled: boolean;
  onSelect: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}

function DayButton({ date, dayOfMonth, name, isSelected, isFocusTarget, isDisabled, ...handlers }: DayButtonProps) {
  return (
    <button
      type="button"
      className="date-picker__day"
      data-date={date}
      aria-label={name}
      aria-pressed={isSelected}
      aria-disabled={isDisabled || undefined}
      tabIndex={isFocusTarget ? 0 : -1}
      onClick={() => {
        if (!isDisabled) handlers.onSelect(date);
      }}
      onKeyDown={(event) => handlers.onKeyDown(event, date)}
    >
      {dayOfMonth}
    </button>
  );
}
