import type { OwnerDocument } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format-date.ts';

/** docs/product/settings-property-summary.md#owner-documents Document expiry in words: valid, a warning within 60 days, 'expired' (a DEWA bill at 50 days old). */
export function DocumentStatus({ document }: { document: OwnerDocument }) {
  const { t, i18n } = useTranslation('summary');
  const day = (date: string | null) => (date ? formatDay(date, i18n.language) : '');
  const isDewa = document.doc_type === 'dewa_bill';
  const last = day(document.last_valid_day);
  const text = {
    no_expiry: t('documents.status.noExpiry'),
    valid: t('documents.status.valid', { date: last }),
    expiring: t('documents.status.expiring', { count: document.days_left ?? 0, date: last }),
    expired: isDewa
      ? t('documents.status.dewaExpired', { date: day(document.issued_at) })
      : t('documents.status.expired', { date: last }),
  }[document.status];
  return (
    <p className={`document-status document-status--${document.status}`}>
      {document.status === 'expiring' || document.status === 'expired' ? (
        <span className="document-status__badge">{t(`documents.badge.${document.status}`)}</span>
      ) : null}
      <span>{text}</span>
    </p>
  );
}
