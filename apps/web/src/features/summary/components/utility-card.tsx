import type { UtilitiesResponse } from '@portal/contract';
import { PAID_BY_COMPANY, PAID_BY_OWNER } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Button, PasswordField, TextField } from '../../../components/ui/index.ts';
import { answerHasAccount, type UtilityDraft } from '../utility-form.ts';
import { BillField } from './bill-field.tsx';
import { SelectField } from './select-field.tsx';

export type FieldErrors = Partial<Record<string, string>>;

export interface UtilityCardProps {
  draft: UtilityDraft;
  providers: UtilitiesResponse['expensesSelect'][keyof UtilitiesResponse['expensesSelect']];
  ownerEmail: string;
  errors: FieldErrors;
  onChange: (draft: UtilityDraft) => void;
  onDelete: () => void;
  onOpenBill: () => void;
  isOpeningBill: boolean;
}

/** docs/product/settings-property-summary.md#utilities Utility: is there an account? No → the company organises it; Yes → the account's details. */
export function UtilityCard({
  draft,
  providers,
  ownerEmail,
  errors,
  onChange,
  onDelete,
  onOpenBill,
  isOpeningBill,
}: UtilityCardProps) {
  const { t } = useTranslation('summary');
  const headingId = useId();
  const kindName = t(`utilities.kinds.${draft.kind}`);
  const title = draft.kind === 'other' && draft.expenseName.trim() ? draft.expenseName : kindName;
  const set = (patch: Partial<UtilityDraft>) => onChange({ ...draft, ...patch });

  return (
    <section className="utility-card" aria-labelledby={headingId}>
      <header className="utility-card__header">
        <h3 id={headingId} className="utility-card__title">
          {title}
        </h3>
        <Button variant="ghost" onClick={onDelete} aria-label={t('utilities.deleteNamed', { name: title })}>
          {t('utilities.delete')}
        </Button>
      </header>
      {draft.kind === 'other' ? (
        <TextField
          label={t('utilities.expenseName')}
          value={draft.expenseName}
          maxLength={100}
          error={errors.expenseName}
          onChange={(event) => set({ expenseName: event.target.value })}
        />
      ) : null}
      <ChoiceGroup
        legend={t('utilities.hasAccount')}
        name="has-account"
        value={draft.hasAccount === null ? null : draft.hasAccount ? 'yes' : 'no'}
        options={[
          { value: 'yes', label: t('utilities.yes') },
          { value: 'no', label: t('utilities.no') },
        ]}
        error={errors.hasAccount}
        onChange={(answer) => onChange(answerHasAccount(draft, answer === 'yes', ownerEmail))}
      />
      {draft.hasAccount === false ? <p className="utility-card__note">{t('utilities.companyOrganises')}</p> : null}
      {draft.hasAccount ? (
        <>
          {draft.kind === 'other' ? (
            <TextField
              label={t('utilities.provider')}
              value={draft.provider}
              maxLength={100}
              onChange={(event) => set({ provider: event.target.value })}
            />
          ) : (
            <SelectField
              label={t('utilities.provider')}
              value={draft.provider}
              error={errors.provider}
              options={providers.map((provider, index) => ({
                value: provider,
                label: index === 0 ? t('utilities.notSet') : provider,
              }))}
              onChange={(provider) => set({ provider })}
            />
          )}
          <TextField
            label={t('utilities.accountNumber')}
            value={draft.accountNumber}
            maxLength={64}
            dir="ltr"
            error={errors.account_number}
            onChange={(event) => set({ accountNumber: event.target.value })}
          />
          <TextField
            label={t('utilities.login')}
            value={draft.login}
            maxLength={255}
            autoComplete="off"
            dir="ltr"
            onChange={(event) => set({ login: event.target.value })}
          />
          <PasswordField
            label={t('utilities.password')}
            value={draft.pass}
            maxLength={255}
            autoComplete="new-password"
            dir="ltr"
            onChange={(event) => set({ pass: event.target.value })}
          />
        </>
      ) : null}
      {draft.hasAccount !== null ? (
        <>
          <TextField
            label={t('utilities.email')}
            type="email"
            value={draft.email}
            maxLength={254}
            dir="ltr"
            hint={draft.hasAccount ? undefined : t('utilities.emailHint')}
            error={errors.email}
            onChange={(event) => set({ email: event.target.value })}
          />
          <ChoiceGroup
            legend={t('utilities.paidBy')}
            name="paid-by"
            value={draft.paidBy}
            options={[
              { value: PAID_BY_COMPANY, label: t('utilities.paidByValue.0') },
              { value: PAID_BY_OWNER, label: t('utilities.paidByValue.1') },
            ]}
            hint={t('utilities.billsFee')}
            onChange={(paidBy) => set({ paidBy: paidBy === PAID_BY_COMPANY ? 0 : 1 })}
          />
          <BillField
            draft={draft}
            error={errors.bill_link}
            onChange={set}
            onOpen={onOpenBill}
            isOpening={isOpeningBill}
          />
        </>
      ) : null}
    </section>
  );
}
