import type { StatementDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';

function Figure({ label, amount, kind }: { label: string; amount: string; kind?: 'deduction' | 'addition' | 'total' }) {
  return (
    <div className={`figures__row${kind ? ` figures__row--${kind}` : ''}`}>
      <dt>
        <bdi>{label}</bdi>
      </dt>
      <dd>
        <bdi>{amount}</bdi>
      </dd>
    </div>
  );
}

/**
 * docs/product/statements.md#figures statement figures: gross revenue, the management fee and every deduction shown negative, the refunds and
 * their sum as additions, and the net amount — 2 decimals in the property's currency and the owner's number format.
 */
export function StatementFigures({ statement }: { statement: StatementDetail }) {
  const { t, i18n } = useTranslation('documents');
  const money = (amount: number) => formatMoney(amount, statement.currency, i18n.language);
  const negative = (amount: number) => money(amount === 0 ? 0 : -amount);
  return (
    <section className="documents-card" aria-labelledby="statement-summary-title">
      <h2 id="statement-summary-title" className="documents-card__title">
        {t('detail.summary')}
      </h2>
      <dl className="figures">
        <Figure label={t('statement:grossRevenue')} amount={money(statement.gross_revenue)} />
        <Figure label={t('statement:managementFee')} amount={negative(statement.mgm_fee)} kind="deduction" />
        {statement.expenses.map((expense) => (
          <Figure
            key={`${expense.kind}:${expense.label}`}
            label={`${t(`statement:kind.${expense.kind}`)}: ${expense.label}`}
            amount={negative(expense.amount)}
            kind="deduction"
          />
        ))}
        {statement.refunds_data.map((refund) => (
          <Figure
            key={`refund:${refund.description}`}
            label={t('detail.refund', { label: refund.description })}
            amount={money(refund.amount)}
            kind="addition"
          />
        ))}
        <Figure label={t('statement:additions')} amount={money(statement.additions)} kind="addition" />
        <Figure label={t('statement:net')} amount={money(statement.net_amount)} kind="total" />
      </dl>
    </section>
  );
}
