import { useState } from 'react';
import { DatePicker, type DatePickerProps } from './date-picker.tsx';

type HarnessProps = Partial<Omit<DatePickerProps, 'onChange'>> & { onChange?: (date: string) => void };

/** A controlled DatePicker for tests: keeps the emitted value, as a form would. */
export function DatePickerHarness({ onChange, value = '2026-07-10', ...props }: HarnessProps) {
  const [date, setDate] = useState(value);
  return (
    <DatePicker
      label="From date"
      locale="en-US"
      {...props}
      value={date}
      onChange={(next) => {
        onChange?.(next);
        setDate(next);
      }}
    />
  );
}
