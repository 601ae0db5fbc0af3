import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_FILES, type FileProblem } from '../file-check.ts';

/** A file input for a document or bill: images and PDF, with the size hint and the problem found in the file. */
export function FileField({
  label,
  problem,
  onChoose,
}: {
  label: string;
  problem: FileProblem | null;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation('summary');
  const id = useId();
  return (
    <div className={`ui-field${problem ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="ui-field__input file-field__input"
        accept={ACCEPTED_FILES}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="ui-field__hint">
        {t('upload.fileHint')}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {t(`errors.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
