import { useId } from 'react';

export interface ChoiceGroupProps<Value extends string | number> {
  legend: string;
  name: string;
  value: Value | null;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
  error?: string | null;
  hint?: string;
}

/** Radio buttons in a fieldset whose legend names the question; an error or hint is tied to the group. */
export function ChoiceGroup<Value extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  hint,
}: ChoiceGroupProps<Value>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`choice-group${error ? ' choice-group--invalid' : ''}`} aria-describedby={describedBy}>
      <legend className="ui-field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={String(option.value)} className="choice-group__option">
            <input
              type="radio"
              name={`${name}-${id}`}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
