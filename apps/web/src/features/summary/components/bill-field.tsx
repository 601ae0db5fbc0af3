import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/index.ts';
import { checkUploadFile, type FileProblem } from '../file-check.ts';
import type { UtilityDraft } from '../utility-form.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { FileField } from './file-field.tsx';

export interface BillFieldProps {
  draft: UtilityDraft;
  error?: string | null;
  onChange: (patch: Partial<UtilityDraft>) => void;
  onOpen: () => void;
  isOpening: boolean;
}

/** The bill: an uploaded file (image or PDF, checked at once) or a link to the provider's bill. */
export function BillField({ draft, error, onChange, onOpen, isOpening }: BillFieldProps) {
  const { t } = useTranslation('summary');
  const [problem, setProblem] = useState<FileProblem | null>(null);

  async function choose(file: File | null) {
    if (!file) return;
    const found = await checkUploadFile(file);
    setProblem(found);
    onChange({ newBill: found ? null : file });
  }

  return (
    <div className="bill-field">
      <ChoiceGroup
        legend={t('utilities.bill')}
        name="bill-mode"
        value={draft.billMode}
        options={[
          { value: 'file', label: t('utilities.billFile') },
          { value: 'link', label: t('utilities.billLink') },
        ]}
        onChange={(billMode) => onChange({ billMode })}
      />
      {draft.billMode === 'link' ? (
        <TextField
          label={t('utilities.billLinkLabel')}
          type="url"
          inputMode="url"
          dir="ltr"
          value={draft.billLink}
          maxLength={2000}
          placeholder="https://"
          error={error}
          onChange={(event) => onChange({ billLink: event.target.value })}
        />
      ) : (
        <>
          {draft.docId && !draft.newBill ? (
            <p className="bill-field__current">
              {t('utilities.currentBill')}{' '}
              <button type="button" className="link-button" onClick={onOpen} disabled={isOpening} dir="auto">
                {draft.docFileName ?? t('utilities.bill')}
              </button>
            </p>
          ) : null}
          {draft.newBill ? (
            <p className="bill-field__current">{t('utilities.newBill', { name: draft.newBill.name })}</p>
          ) : null}
          <FileField
            label={draft.docId ? t('utilities.replaceBill') : t('utilities.uploadBill')}
            problem={problem}
            onChoose={(file) => void choose(file)}
          />
        </>
      )}
    </div>
  );
}
