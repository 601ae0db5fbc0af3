import { SUPPORT_SUBJECTS, type SupportMessage } from '@portal/contract';
import { dateTimeFormat } from '@portal/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { type HandledFilter, useMarkHandled, useSupportMessages } from '../api/support-messages.ts';

const FILTERS: HandledFilter[] = ['unhandled', 'handled', 'all'];
const isSubjectCode = (subject: string): subject is (typeof SUPPORT_SUBJECTS)[number] =>
  (SUPPORT_SUBJECTS as readonly string[]).includes(subject);

function MessageCard({ message }: { message: SupportMessage }) {
  const { t, i18n } = useTranslation('staffMessages');
  const headingId = useId();
  const mark = useMarkHandled();
  const when = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const subject = isSubjectCode(message.subject)
    ? t(`support.subjects.${message.subject}`)
    : t('support.propertySubject', { property: message.propertyNickname ?? message.subject });
  return (
    <li className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <bdi>{subject}</bdi>
      </h2>
      <dl className="staff-facts">
        <dt>{t('support.from')}</dt>
        <dd>
          <Link to={paths.staffOwner.getHref(message.ownerId)}>
            <bdi>{message.fullName || message.ownerEmail}</bdi>
          </Link>
          <span className="staff-muted staff-email">
            <bdi dir="ltr">{message.ownerEmail}</bdi>
          </span>
        </dd>
        {message.propertyId !== null ? (
          <>
            <dt>{t('support.property')}</dt>
            <dd>
              <Link to={paths.staffPropertyDocuments.getHref(message.propertyId)}>
                <bdi>{message.propertyNickname ?? message.propertyId}</bdi>
              </Link>
            </dd>
          </>
        ) : null}
        <dt>{t('support.received')}</dt>
        <dd>{when(message.createdAt)}</dd>
        <dt>{t('support.state')}</dt>
        <dd className={message.handledAt ? 'staff-state--sent' : 'staff-state--failing'}>
          {message.handledAt
            ? t('support.handledBy', { name: message.handledBy ?? '—', date: when(message.handledAt) })
            : t('support.waiting')}
        </dd>
      </dl>
      <p className="staff-mail" dir="auto">
        {message.message}
      </p>
      {message.handledAt ? null : (
        <Button
          variant="secondary"
          isLoading={mark.isPending}
          aria-label={t('support.markHandledNamed', { name: message.fullName, date: when(message.createdAt) })}
          onClick={() => mark.mutate(message.id)}
        >
          {t('support.markHandled')}
        </Button>
      )}
      {mark.isError ? <Alert tone="error">{t('support.failed')}</Alert> : null}
    </li>
  );
}

/** /staff/support: what owners wrote through the support form, newest first; waiting ones first to show. */
export function SupportMessagesPage() {
  const { t } = useTranslation('staffMessages');
  const filterId = useId();
  const [filter, setFilter] = useState<HandledFilter>('unhandled');
  const messages = useSupportMessages(filter);
  return (
    <section className="staff-section">
      <h1>{t('support.title')}</h1>
      <label htmlFor={filterId} className="staff-label">
        {t('support.filter')}
      </label>
      <select
        id={filterId}
        className="staff-select"
        value={filter}
        onChange={(event) => setFilter(event.target.value as HandledFilter)}
      >
        {FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`support.filters.${value}`)}
          </option>
        ))}
      </select>
      {messages.isPending ? <Spinner /> : null}
      {messages.isError ? <LoadFailure error={messages.error} onRetry={() => void messages.refetch()} /> : null}
      {messages.data?.messages.length === 0 ? <p className="staff-muted">{t('support.empty')}</p> : null}
      <ul className="staff-mails">
        {messages.data?.messages.map((message) => (
          <MessageCard key={message.id} message={message} />
        ))}
      </ul>
    </section>
  );
}
