import type { PropertySummaryResponse } from '@portal/contract';
import { maskTail } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DetailsList } from './details-list.tsx';

type BankAccount = NonNullable<PropertySummaryResponse['property_bank_account']>;

/** docs/product/settings-property-summary.md#property-summary Bank account, read-only here (the property survey edits it); numbers masked but for the last 4. */
export function BankDetails({ account }: { account: BankAccount | null }) {
  const { t } = useTranslation('summary');
  if (!account) return <p className="empty-state">{t('bank.empty')}</p>;
  const masked = (last4: string | null) => {
    const value = maskTail(last4);
    return value ? <span dir="ltr">{value}</span> : null;
  };
  return (
    <DetailsList
      rows={[
        { label: t('bank.ownerName'), value: account.account_owner_name },
        { label: t('bank.bankName'), value: account.account_bank_name },
        { label: t('bank.iban'), value: masked(account.iban_last4) },
        { label: t('bank.accountNumber'), value: masked(account.account_number_last4) },
        { label: t('bank.swift'), value: account.account_swift },
        { label: t('bank.currency'), value: account.account_currency },
      ]}
    />
  );
}
