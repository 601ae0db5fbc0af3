import type { SurveySectionView } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../localized.ts';

/** Stored bank details as the owner may see them again: every number masked to its last 4 characters. */
export function BankOnFile({ section }: { section: SurveySectionView }) {
  const { t } = useTranslation('surveys');
  const pick = useLocalized();
  const rows = section.fields.flatMap((field) => {
    const last4 = section.masked[field.id];
    const answer = section.answers[field.id];
    const option = field.options?.find((candidate) => candidate.value === answer);
    const value = last4
      ? t('bank.masked', { last4 })
      : option
        ? pick(option.label)
        : typeof answer === 'string' && answer !== ''
          ? answer
          : null;
    return value ? [{ id: field.id, label: pick(field.name), value }] : [];
  });
  return (
    <div className="survey-bank">
      <p className="survey-bank__title">{t('bank.onFile')}</p>
      <dl className="survey-bank__facts">
        {rows.map((row) => (
          <div key={row.id} className="survey-bank__row">
            <dt>{row.label}</dt>
            <dd>
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
