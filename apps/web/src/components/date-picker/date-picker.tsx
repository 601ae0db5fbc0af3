/**
 * DatePicker: a date field that shows the chosen day in the app language and opens a Monday-first month
 * grid in a popover, whatever the browser's own locale. The value stays 'YYYY-MM-DD' ('' when empty).
 *
 * Props
 * - label, error, hint: as TextField (the label names the field; hint and error are linked by aria-describedby).
 * - locale: BCP 47 tag for the shown date, month and weekday names (e.g. 'en-US', 'ru-RU', 'ar-AE-u-nu-latn').
 * - min, max: 'YYYY-MM-DD' bounds; days outside are shown aria-disabled and cannot be chosen.
 * Keyboard in the grid: arrows by day and week (mirrored right to left), Home/End to the week's ends,
 * PageUp/PageDown by month (with Shift by year), Enter/Space choose, Escape closes back to the field.
 */
import { isLocalDate } from '@portal/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '../../lib/intl.ts';
import { CalendarIcon, TextField } from '../ui/index.ts';
import { DatePickerPopover } from './date-picker-popover.tsx';
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

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

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
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open();
  };

  return (
    <div className="date-picker" ref={wrapperRef}>
      <TextField
        ref={inputRef}
        label={label}
        value={formatPickerDate(value, locale)}
        readOnly
        error={error}
        hint={hint}
        disabled={disabled}
        className="date-picker__field"
        onClick={open}
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
