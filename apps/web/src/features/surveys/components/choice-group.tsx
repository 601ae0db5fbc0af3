import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  id: string;
  legend: ReactNode;
  kind: 'radio' | 'checkbox';
  choices: Choice[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string, isChecked: boolean) => void;
  error?: string | null;
}

/** A question answered by choosing: radios or checkboxes in a fieldset, its legend the question. */
export function ChoiceGroup({ id, legend, kind, choices, isChecked, onToggle, error }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      className={['survey-choice', error ? 'survey-choice--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="ui-field__label">{legend}</legend>
      <div className="survey-choice__options">
        {choices.map((choice) => (
          <label key={choice.value} className="survey-choice__option">
            <input
              type={kind}
              name={id}
              value={choice.value}
              checked={isChecked(choice.value)}
              onChange={(event) => onToggle(choice.value, event.target.checked)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
