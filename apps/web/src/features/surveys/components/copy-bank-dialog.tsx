import type { OwnerBankDetailsResponse } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

interface CopyBankDialogProps {
  isOpen: boolean;
  sources: OwnerBankDetailsResponse['surveyBankDetails'];
  onClose: () => void;
  onCopy: (propertyId: number) => Promise<void>;
}

/** docs/product/settings-surveys.md#bank-details: bank details can be copied from another property; the numbers are copied by the server, unseen. */
export function CopyBankDialog({ isOpen, sources, onClose, onCopy }: CopyBankDialogProps) {
  const { t } = useTranslation('surveys');
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setError(t('codes.REQUIRED'));
      return;
    }
    setIsPending(true);
    try {
      await onCopy(chosen);
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('bank.copyTitle')}>
      <form className="survey-dialog" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ChoiceGroup
          name="copy-bank"
          legend={t('bank.copyIntro')}
          error={error}
          options={sources.map((source) => ({
            value: source.property_id,
            label: t('bank.copyOption', {
              nickname: source.nickname,
              bank: source.bankAccountDetails.account_bank_name,
              last4: source.bankAccountDetails.iban_last4 ?? source.bankAccountDetails.account_number_last4 ?? '—',
            }),
          }))}
          value={chosen}
          onChange={(propertyId) => {
            setChosen(propertyId);
            setError(null);
          }}
        />
        <div className="survey-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {t('bank.copySubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
