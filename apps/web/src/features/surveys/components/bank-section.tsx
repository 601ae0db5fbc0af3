import type { SurveySectionView } from '@portal/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useBankDetails } from '../api/get-bank-details.ts';
import { BankOnFile } from './bank-on-file.tsx';
import { CopyBankDialog } from './copy-bank-dialog.tsx';

interface BankSectionProps {
  section: SurveySectionView;
  propertyId: number | null;
  /** Stored details shown masked; the fields appear only when the owner chooses to change them. */
  isKept: boolean;
  onEdit: (isEditing: boolean) => void;
  onCopy: (fromPropertyId: number) => Promise<unknown>;
  children: ReactNode;
}

/** The bank section: details on file stay masked; changing them means typing the numbers in full, or copying. */
export function BankSection({ section, propertyId, isKept, onEdit, onCopy, children }: BankSectionProps) {
  const { t } = useTranslation('surveys');
  const [isCopying, setIsCopying] = useState(false);
  const sources = (useBankDetails().data?.surveyBankDetails ?? []).filter(
    (source) => source.property_id !== propertyId,
  );
  const copyButton =
    sources.length > 0 ? (
      <Button variant="secondary" onClick={() => setIsCopying(true)}>
        {t('actions.copyBank')}
      </Button>
    ) : null;
  return (
    <div className="survey-bank-section">
      {isKept ? (
        <>
          <BankOnFile section={section} />
          <div className="survey__actions survey__actions--start">
            <Button variant="secondary" onClick={() => onEdit(true)}>
              {t('actions.changeBank')}
            </Button>
            {copyButton}
          </div>
        </>
      ) : (
        <>
          {section.hasStoredBank ? <p className="survey__description">{t('bank.reenter')}</p> : null}
          <div className="survey__actions survey__actions--start">
            {section.hasStoredBank ? (
              <Button variant="ghost" onClick={() => onEdit(false)}>
                {t('actions.keepBank')}
              </Button>
            ) : null}
            {copyButton}
          </div>
          {children}
        </>
      )}
      <CopyBankDialog
        isOpen={isCopying}
        sources={sources}
        onClose={() => setIsCopying(false)}
        onCopy={async (fromPropertyId) => {
          // Closed either way: a refusal is explained on the page, under the section.
          await onCopy(fromPropertyId);
          setIsCopying(false);
        }}
      />
    </div>
  );
}
