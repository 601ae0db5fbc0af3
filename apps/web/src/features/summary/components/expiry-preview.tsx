import { type DocumentTypeKey, expiryStatus, nextReminderOn, reminderSchedule } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/index.ts';
import { formatDay } from '../format-date.ts';

/** What the chosen dates mean before uploading: the expiry, a warning within 60 days, and the next reminder. */
export function ExpiryPreview({ type, expiresOn, today }: { type: DocumentTypeKey; expiresOn: string; today: string }) {
  const { t, i18n } = useTranslation('summary');
  const day = (date: string) => formatDay(date, i18n.language);
  const status = expiryStatus(type, expiresOn, today);
  const next = nextReminderOn(reminderSchedule(type, expiresOn), [], today);
  const last = status.lastValidDay ? day(status.lastValidDay) : '';
  return (
    <div className="expiry-preview" aria-live="polite">
      {type === 'dewa_bill' ? <p>{t('upload.dewaExpiry', { expiry: day(expiresOn), date: last })}</p> : null}
      {status.state === 'expiring' ? (
        <Alert tone="warning">{t('documents.status.expiring', { count: status.daysLeft ?? 0, date: last })}</Alert>
      ) : null}
      {/* A bill issued exactly 50 days ago is still accepted, and shows as expired from today (docs/product/settings-property-summary.md#owner-documents). */}
      {type === 'dewa_bill' && status.state === 'expired' ? (
        <Alert tone="warning">{t('upload.alreadyExpired')}</Alert>
      ) : null}
      {next ? <p className="muted">{t('documents.nextReminder', { date: day(next) })}</p> : null}
    </div>
  );
}
