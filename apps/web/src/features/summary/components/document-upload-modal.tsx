import type { Property } from '@portal/contract';
import {
  addDays,
  canSubmitDocument,
  DEWA_MAX_AGE_DAYS,
  DOCUMENT_TYPES,
  type DocumentTypeKey,
  dewaExpiry,
  isExpiryRequired,
  localDateOf,
} from '@portal/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker/index.ts';
import { Alert, Button, Modal } from '../../../components/ui/index.ts';
import { intlLocale } from '../../../lib/intl.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import { apiErrorText } from '../error-text.ts';
import { ACCEPTED_FILES, checkUploadFile, type FileProblem } from '../file-check.ts';
import { ExpiryPreview } from './expiry-preview.tsx';

export interface UploadTarget {
  type: DocumentTypeKey;
  /** Set when a stored document gets a new file (its type stays). */
  ownerDocId?: number;
}

export interface DocumentUploadModalProps {
  property: Property;
  target: UploadTarget | null;
  onClose: () => void;
  onUploaded: (type: DocumentTypeKey) => void;
}

/** Opens with a fresh form each time: the form lives only while the modal is open. */
export function DocumentUploadModal({ target, onClose, ...rest }: DocumentUploadModalProps) {
  const { t } = useTranslation('summary');
  const title = target?.ownerDocId ? t('upload.replaceTitle') : t('upload.title');
  return (
    <Modal isOpen={target !== null} onClose={onClose} title={title}>
      {target ? <UploadForm target={target} onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function UploadForm({ property, target, onClose, onUploaded }: DocumentUploadModalProps & { target: UploadTarget }) {
  const { t, i18n } = useTranslation('summary');
  const locale = intlLocale(i18n.language);
  const fileId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();
  const today = localDateOf(new Date(), property.time_zone);
  const [type, setType] = useState<DocumentTypeKey>(target.type);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const [issuedOn, setIssuedOn] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const upload = useUploadDocument(property.id);
  const isDewa = type === 'dewa_bill';
  const expiry = isDewa ? (issuedOn ? dewaExpiry(issuedOn) : '') : expiresOn;
  const canSubmit =
    canSubmitDocument({ type, hasFile: file !== null && fileProblem === null, issuedOn, expiresOn }) &&
    !upload.isPending;

  async function chooseFile(chosen: File | null) {
    setFile(chosen);
    setFileProblem(null);
    upload.reset();
    if (chosen) setFileProblem(await checkUploadFile(chosen));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || !file) return;
    upload.mutate(
      { propertyId: property.id, type, file, issuedOn, expiresOn, ownerDocId: target.ownerDocId },
      { onSuccess: () => onUploaded(type) },
    );
  }

  return (
    <form className="upload-form" onSubmit={submit} noValidate>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${fileId}-type`}>
          {t('upload.type')}
        </label>
        <select
          id={`${fileId}-type`}
          className="ui-field__input"
          value={type}
          disabled={target.ownerDocId !== undefined}
          onChange={(event) => setType(event.target.value as DocumentTypeKey)}
        >
          {DOCUMENT_TYPES.map((option) => (
            <option key={option.key} value={option.key}>
              {t(`mail:documentReminder.types.${option.key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={`ui-field${fileProblem ? ' ui-field--invalid' : ''}`}>
        <label className="ui-field__label" htmlFor={fileId}>
          {t('upload.file')}
        </label>
        <input
          id={fileId}
          type="file"
          className="ui-field__input upload-form__file"
          accept={ACCEPTED_FILES}
          aria-invalid={fileProblem ? true : undefined}
          aria-describedby={fileProblem ? `${fileHintId} ${fileErrorId}` : fileHintId}
          onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
        />
        <p id={fileHintId} className="ui-field__hint">
          {t('upload.fileHint')}
        </p>
        {fileProblem ? (
          <p id={fileErrorId} className="ui-field__error" role="alert">
            {t(`errors.${fileProblem}`)}
          </p>
        ) : null}
      </div>
      {isDewa ? (
        <DatePicker
          label={t('upload.issuedOn')}
          value={issuedOn}
          onChange={setIssuedOn}
          locale={locale}
          min={addDays(today, -DEWA_MAX_AGE_DAYS)}
          max={today}
          hint={t('upload.dewaHint')}
        />
      ) : (
        <DatePicker
          label={isExpiryRequired(type) ? t('upload.expiresOn') : t('upload.expiresOnOptional')}
          value={expiresOn}
          onChange={setExpiresOn}
          locale={locale}
          min={today}
          hint={isExpiryRequired(type) ? undefined : t('upload.expiryOptionalHint')}
        />
      )}
      {expiry ? <ExpiryPreview type={type} expiresOn={expiry} today={today} /> : null}
      {upload.isError ? <Alert tone="error">{apiErrorText(upload.error, t)}</Alert> : null}
      <div className="upload-form__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={!canSubmit} isLoading={upload.isPending}>
          {t('upload.submit')}
        </Button>
      </div>
    </form>
  );
}
