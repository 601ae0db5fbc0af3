import { type ReactNode, useId } from 'react';

interface ChoiceGroupBase<Value extends string | number> {
  legend: ReactNode;
  options: { value: Value; label: string }[];
  /** The fieldset's id (so an error can move focus to the question); generated when not given. */
  id?: string;
  name?: string;
  error?: string | null;
  hint?: string;
}

/** One answer (radios, the default) or several (checkboxes). */
export type ChoiceGroupProps<Value extends string | number> = ChoiceGroupBase<Value> &
  (
    | { type?: 'radio'; value: Value | null; onChange: (value: Value) => void }
    | { type: 'checkbox'; value: Value[]; onChange: (value: Value[]) => void }
  );

/** A question answered by choosing: inputs in a fieldset whose legend names it; an error or hint is tied to the group. */
export function ChoiceGroup<Value extends string | number>(props: ChoiceGroupProps<Value>) {
  const { legend, options, name = 'choice', error, hint } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const isChecked = (value: Value) => (props.type === 'checkbox' ? props.value.includes(value) : props.value === value);
  const toggle = (value: Value, checked: boolean) => {
    if (props.type !== 'checkbox') return props.onChange(value);
    props.onChange(checked ? [...props.value, value] : props.value.filter((entry) => entry !== value));
  };
  return (
    <fieldset
      id={id}
      className={`choice-group${error ? ' choice-group--invalid' : ''}`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="ui-field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={String(option.value)} className="choice-group__option">
            <input
              type={props.type ?? 'radio'}
              name={`${name}-${id}`}
              checked={isChecked(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
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
