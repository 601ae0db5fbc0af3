/**
 * DatePicker: a date field the owner can type in, in the figures of the app language (03/12/2030 in English,
 * 12.03.2030 in Russian, 12/03/2030 in Arabic, whatever the browser's own locale), or fill from a Monday-first month
 * grid that its calendar button opens in a popover.
 *
 * Value: 'YYYY-MM-DD' when the field holds a day, '' when empty, and otherwise the text as typed, so the form's
 * own rules refuse it (never a silently kept older day). Text that is not a day says why under the field once the
 * owner leaves it (or the form reports the field): not readable as a date, or a day the calendar does not have.
 *
 * Props
 * - label, error, hint: as TextField (the label names the field; hint and error are linked by aria-describedby).
 *   The hint defaults to the format (e.g. 'MM/DD/YYYY') and the chosen day in words.
 * - locale: BCP 47 tag for the figures, month and weekday names (e.g. 'en-US', 'ru-RU', 'ar-AE-u-nu-latn').
 * - min, max: 'YYYY-MM-DD' bounds; days outside are shown aria-disabled in the grid and cannot be chosen there.
 * Keyboard: Alt+ArrowDown (or ArrowDown) in the field opens the grid. In the grid: arrows by day and week (mirrored
 * right to left), Home/End to the week's ends, PageUp/PageDown by month (with Shift by year), Enter/Space choose,
 * Escape closes back to the field.
 */
import { isLocalDate } from '@portal/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '../../lib/intl.ts';
import { CalendarIcon, TextField } from '../ui/index.ts';
import { DatePickerPopover } from './date-picker-popover.tsx';
import { datePattern, readDate, typedFormatOf, writeDate } from './typed-format.ts';
import '../calendar/month-grid.css';
import './date-picker.css';

export interface DatePickerProps {
  label: string;
  value: string;
  onChange: (date: string) => void;
  locale: string;
  min?: string;
  max?: string;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

/** 'Wed, Jun 10, 2026' / 'ср, 10 июн. 2026 г.' / 'الأربعاء، 10 يونيو 2026'. */
export function formatPickerDate(date: string, locale: string): string {
  if (!isLocalDate(date)) return date;
  return formatLocalDate(date, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

export function DatePicker({ label, value, onChange, locale, min, max, error, hint, disabled }: DatePickerProps) {
  const { t } = useTranslation('common');
  const labelTextId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const format = typedFormatOf(locale);
  const shown = (date: string) => (isLocalDate(date) ? writeDate(date, format) : date);
  const [text, setText] = useState(() => shown(value));
  const [isTouched, setIsTouched] = useState(false);
  const typed = readDate(text, format);

  // A day set from outside (the grid, or the form moving the check-out) replaces the text; the owner's own typing,
  // which the form holds as they typed it or as the day it reads as, is left alone.
  useEffect(() => {
    setText((current) =>
      current === value || readDate(current, format).date === value
        ? current
        : isLocalDate(value)
          ? writeDate(value, format)
          : value,
    );
  }, [value, format]);

  const pattern = datePattern(format, {
    day: t('datePicker.units.day'),
    month: t('datePicker.units.month'),
    year: t('datePicker.units.year'),
  });
  const typedError =
    text.trim() && typed.problem && (isTouched || error)
      ? typed.problem === 'DATE_IMPOSSIBLE'
        ? t('datePicker.impossible', { text: text.trim() })
        : t('datePicker.format', { pattern, example: writeDate(`${new Date().getFullYear()}-12-31`, format) })
      : null;
  const shownHint = hint ?? (isLocalDate(value) ? `${pattern} · ${formatPickerDate(value, locale)}` : pattern);

  // A press anywhere outside closes the picker and leaves the focus where the owner pressed.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const open = () => {
    if (!disabled) setIsOpen(true);
  };
  const closeToField = () => {
    setIsOpen(false);
    inputRef.current?.focus();
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open();
  };
  const onType = (next: string) => {
    setText(next);
    onChange(next.trim() ? (readDate(next, format).date ?? next) : '');
  };

  return (
    <div className="date-picker" ref={wrapperRef}>
      <TextField
        ref={inputRef}
        label={label}
        value={text}
        placeholder={pattern}
        autoComplete="off"
        spellCheck={false}
        error={typedError ?? error}
        hint={shownHint}
        disabled={disabled}
        className="date-picker__field"
        onChange={(event) => onType(event.target.value)}
        onBlur={() => {
          setIsTouched(true);
          // A day typed loosely ('3/9/2030') is written back the usual way.
          if (typed.date) setText(writeDate(typed.date, format));
        }}
        onKeyDown={onFieldKeyDown}
        endAdornment={
          <button
            type="button"
            className="ui-icon-button date-picker__toggle"
            aria-label={t('datePicker.choose')}
            aria-describedby={labelTextId}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            disabled={disabled}
            onClick={() => (isOpen ? closeToField() : open())}
          >
            <CalendarIcon />
          </button>
        }
      />
      <span id={labelTextId} hidden>
        {label}
      </span>
      {isOpen ? (
        <>
          <div className="date-picker__backdrop" aria-hidden="true" onClick={() => setIsOpen(false)} />
          <DatePickerPopover
            value={value}
            min={min}
            max={max}
            locale={locale}
            onClose={closeToField}
            onSelect={(date) => {
              onChange(date);
              closeToField();
            }}
          />
        </>
      ) : null}
    </div>
  );
}
