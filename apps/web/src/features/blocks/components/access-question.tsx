import { ACCESS_ANSWERS, type AccessAnswer } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface AccessQuestionProps {
  value: AccessAnswer | null;
  error?: string | null;
  isDisabled?: boolean;
  onChange: (value: AccessAnswer) => void;
}

/** docs/product/owner-stays.md#form-fields: the access card and keys question with its four answers (required when creating). */
export function AccessQuestion({ value, error, isDisabled, onChange }: AccessQuestionProps) {
  const { t } = useTranslation('blocks');
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={`block-form__access${error ? ' block-form__access--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
      disabled={isDisabled}
    >
      <legend className="ui-field__label">{t('accessQuestion')}</legend>
      {ACCESS_ANSWERS.map((answer) => (
        <label key={answer} className="block-form__choice">
          <input type="radio" name={name} value={answer} checked={value === answer} onChange={() => onChange(answer)} />
          <span>{t(`ownerStay:answers.${answer}`)}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
