import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** A label/value list; an empty value reads 'Not provided' rather than a blank. */
export function DetailsList({ rows }: { rows: DetailRow[] }) {
  const { t } = useTranslation('summary');
  return (
    <dl className="summary-details">
      {rows.map((row) => (
        <div className="summary-details__row" key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            {row.value === null || row.value === '' ? <span className="muted">{t('notProvided')}</span> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
