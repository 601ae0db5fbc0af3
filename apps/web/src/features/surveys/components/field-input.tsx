import type { AnswerValue, FieldIssue, SurveyField } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLocalized } from '../localized.ts';
import { issueMessage } from '../survey-messages.ts';

export interface FieldInputProps {
  /** The DOM id of the question (its first input); errors focus it. */
  id: string;
  field: SurveyField;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  issues: FieldIssue[];
  /** The options the owner may pick now (the payout currencies depend on the IBAN and swift). */
  offered?: string[];
}

const INPUT_TYPES: Partial<Record<string, string>> = { email: 'email', phone: 'tel', date: 'date' };
const IS_CODE = new Set(['iban', 'swift', 'accountNumber', 'bankCode']);

const text = (value: AnswerValue) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** One question of a survey, drawn by its type (docs/product/settings-surveys.md#questions-are-data): text, text area, choices, number, yes/no, several entries. */
export function FieldInput({ id, field, value, onChange, issues, offered }: FieldInputProps) {
  const { t } = useTranslation('surveys');
  const pick = useLocalized();
  const label = pick(field.name);
  const errorAt = (index?: number) => {
    const issue = issues.find((candidate) => candidate.index === index);
    return issue ? issueMessage(t, pick, field, issue) : null;
  };
  const validation = typeof field.validation === 'string' ? field.validation : '';
  const common = {
    placeholder: pick(field.placeholder) || undefined,
    ...(IS_CODE.has(validation) ? { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } : {}),
  };

  if (field.multipleFields?.length) {
    const entries = Array.isArray(value) ? value : [];
    const legendError = errorAt(undefined);
    return (
      <fieldset id={id} className="choice-group">
        <legend className="ui-field__label">{label}</legend>
        {field.multipleFields.map((entry, index) => (
          <TextField
            key={entry.id}
            id={index === 0 ? `${id}-0` : `${id}-${index}`}
            label={pick(entry.name)}
            value={entries[index] ?? ''}
            error={errorAt(index)}
            onChange={(event) => {
              const next = field.multipleFields?.map((_, i) => entries[i] ?? '') ?? [];
              next[index] = event.target.value;
              onChange(next);
            }}
          />
        ))}
        {legendError ? <p className="ui-field__error">{legendError}</p> : null}
      </fieldset>
    );
  }

  switch (field.type) {
    case 'textarea':
      return (
        <TextAreaField
          id={id}
          label={label}
          value={text(value)}
          error={errorAt(undefined)}
          onChange={(event) => onChange(event.target.value)}
          {...common}
        />
      );
    case 'radio':
    case 'checkbox': {
      const options = (field.options ?? [])
        .filter((option) => !offered || offered.includes(option.value))
        .map((option) => ({ value: option.value, label: pick(option.label) }));
      return field.type === 'radio' ? (
        <ChoiceGroup
          id={id}
          legend={label}
          options={options}
          error={errorAt(undefined)}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
        />
      ) : (
        <ChoiceGroup
          type="checkbox"
          id={id}
          legend={label}
          options={options}
          error={errorAt(undefined)}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        />
      );
    }
    case 'boolean':
      return (
        <ChoiceGroup
          id={id}
          legend={label}
          options={[
            { value: 'yes', label: t('actions.yes') },
            { value: 'no', label: t('actions.no') },
          ]}
          error={errorAt(undefined)}
          value={value === true ? 'yes' : value === false ? 'no' : null}
          onChange={(answer) => onChange(answer === 'yes')}
        />
      );
    default:
      return (
        <TextField
          id={id}
          label={label}
          type={field.type === 'number' ? 'number' : (INPUT_TYPES[validation] ?? 'text')}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          min={field.minValue}
          max={field.maxValue}
          value={text(value)}
          error={errorAt(undefined)}
          onChange={(event) => onChange(event.target.value)}
          {...common}
        />
      );
  }
}
