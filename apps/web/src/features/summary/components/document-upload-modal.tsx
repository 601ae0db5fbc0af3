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
  validateDocumentDates,
} from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker/index.ts';
import { Alert, Button, Modal } from '../../../components/ui/index.ts';
import { intlLocale } from '../../../lib/intl.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import { apiErrorText } from '../error-text.ts';
import { checkUploadFile, type FileProblem } from '../file-check.ts';
import { ExpiryPreview } from './expiry-preview.tsx';
import { FileField } from './file-field.tsx';
import { SelectField } from './select-field.tsx';

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
  const today = localDateOf(new Date(), property.time_zone);
  const [type, setType] = useState<DocumentTypeKey>(target.type);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const [issuedOn, setIssuedOn] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const upload = useUploadDocument(property.id);
  const isDewa = type === 'dewa_bill';
  const expiry = isDewa ? (issuedOn ? dewaExpiry(issuedOn) : '') : expiresOn;
  // docs/product/settings-property-summary.md#owner-documents, the rules the server applies: a DEWA bill issued between 50 days ago and today, any other expiry
  // today or later. The picker's grid offers no other day, but a date can be typed: it is named under its field and
  // Upload waits, instead of the server refusing it after the file has been sent.
  const dates = validateDocumentDates({ type, issuedOn, expiresOn, today });
  const typedDate = isDewa ? issuedOn : expiresOn;
  const dateError = typedDate && !dates.ok ? t(`errors.${dates.code}`) : null;
  const canSubmit =
    canSubmitDocument({ type, hasFile: file !== null && fileProblem === null, issuedOn, expiresOn }) &&
    dates.ok &&
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
      <SelectField
        label={t('upload.type')}
        value={type}
        disabled={target.ownerDocId !== undefined}
        options={DOCUMENT_TYPES.map((option) => ({
          value: option.key,
          label: t(`mail:documentReminder.types.${option.key}`),
        }))}
        onChange={(value) => setType(value as DocumentTypeKey)}
      />
      <FileField label={t('upload.file')} problem={fileProblem} onChoose={(chosen) => void chooseFile(chosen)} />
      {isDewa ? (
        <DatePicker
          label={t('upload.issuedOn')}
          value={issuedOn}
          onChange={setIssuedOn}
          locale={locale}
          min={addDays(today, -DEWA_MAX_AGE_DAYS)}
          max={today}
          error={dateError}
          hint={t('upload.dewaHint')}
        />
      ) : (
        <DatePicker
          label={isExpiryRequired(type) ? t('upload.expiresOn') : t('upload.expiresOnOptional')}
          value={expiresOn}
          onChange={setExpiresOn}
          locale={locale}
          min={today}
          error={dateError}
          hint={isExpiryRequired(type) ? undefined : t('upload.expiryOptionalHint')}
        />
      )}
      {expiry && dates.ok ? <ExpiryPreview type={type} expiresOn={expiry} today={today} /> : null}
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
