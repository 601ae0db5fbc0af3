import type { Utility } from '@portal/contract';
import { UTILITY_KINDS } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DetailsList } from './details-list.tsx';

/** One line per kind in the summary's order (internet, electricity/water, gas, chiller, others). */
export function UtilitySummary({
  utilities,
  onOpenBill,
}: {
  utilities: Utility[];
  onOpenBill: (utility: Utility) => void;
}) {
  const { t } = useTranslation('summary');
  return (
    <ul className="utility-summary">
      {UTILITY_KINDS.map((kind) => {
        const ofKind = utilities.filter((utility) => utility.utility === kind);
        return (
          <li key={kind} className="utility-summary__kind">
            <h4 className="utility-summary__title">{t(`utilities.kinds.${kind}`)}</h4>
            {ofKind.length === 0 ? <p className="muted">{t('utilities.notAdded')}</p> : null}
            {ofKind.map((utility) => (
              <UtilityFacts key={utility.id} utility={utility} onOpenBill={() => onOpenBill(utility)} />
            ))}
          </li>
        );
      })}
    </ul>
  );
}

function UtilityFacts({ utility, onOpenBill }: { utility: Utility; onOpenBill: () => void }) {
  const { t } = useTranslation('summary');
  const bill = utility.is_file ? (
    <button type="button" className="link-button" onClick={onOpenBill}>
      {utility.doc_filename ?? t('utilities.bill')}
    </button>
  ) : utility.bill_link ? (
    <a href={utility.bill_link} target="_blank" rel="noopener noreferrer">
      {t('utilities.billLinkOpen')}
    </a>
  ) : null;
  return (
    <div className="utility-summary__facts">
      {utility.expenseName ? <p className="utility-summary__name">{utility.expenseName}</p> : null}
      {utility.has_account ? (
        <DetailsList
          rows={[
            { label: t('utilities.provider'), value: utility.provider },
            { label: t('utilities.accountNumber'), value: utility.account_number },
            { label: t('utilities.paidBy'), value: t(`utilities.paidByValue.${utility.paid_by}`) },
            { label: t('utilities.bill'), value: bill },
          ]}
        />
      ) : (
        <p>{t('utilities.organisedByCompany', { email: utility.email ?? '' })}</p>
      )}
    </div>
  );
}
