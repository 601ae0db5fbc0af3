import { useId } from 'react';
import { TextField } from '../../../components/ui/index.ts';
import { formatTimeOfDay, parseTimeOfDay, timeSuggestions } from '../time-format.ts';

export interface TimeFieldProps {
  label: string;
  value: string;
  language: string;
  hint: string;
  error?: string | null;
  isDisabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * A time typed or picked from half-hour suggestions, always shown the owner's way (12-hour with AM/PM,
 * 24-hour in Russian), whatever the browser's own locale; a readable entry is tidied on blur.
 */
export function TimeField({ label, value, language, hint, error, isDisabled, onChange }: TimeFieldProps) {
  const listId = useId();
  return (
    <>
      <TextField
        label={label}
        value={value}
        hint={hint}
        error={error}
        disabled={isDisabled}
        inputMode="text"
        autoComplete="off"
        list={listId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          const parsed = parseTimeOfDay(value);
          if (parsed) onChange(formatTimeOfDay(parsed, language));
        }}
      />
      <datalist id={listId}>
        {timeSuggestions().map((time) => (
          <option key={time} value={formatTimeOfDay(time, language)} />
        ))}
      </datalist>
    </>
  );
}
