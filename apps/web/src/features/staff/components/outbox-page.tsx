import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type OutboxState, useOutbox, useOutboxMessage } from '../api/get-outbox.ts';

const STATES: OutboxState[] = ['pending', 'failing', 'sent'];

function MessageText({ messageId }: { messageId: number }) {
  const message = useOutboxMessage(messageId);
  if (message.isPending) return <Spinner />;
  if (message.isError) return <LoadFailure error={message.error} onRetry={() => void message.refetch()} />;
  return (
    <pre className="staff-mail" dir="auto" lang={message.data.language}>
      {message.data.bodyText}
    </pre>
  );
}

/** Every e-mail with its delivery state; without SMTP this is where staff read a reset link. */
export function OutboxPage() {
  const { t, i18n } = useTranslation('staff');
  const filterId = useId();
  const [state, setState] = useState<OutboxState | undefined>(undefined);
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useOutbox(state);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <section className="staff-section">
      <h1>{t('outbox.title')}</h1>
      <label htmlFor={filterId} className="staff-label">
        {t('outbox.filter')}
      </label>
      <select
        id={filterId}
        className="staff-select"
        value={state ?? ''}
        onChange={(event) => setState((event.target.value || undefined) as OutboxState | undefined)}
      >
        <option value="">{t('outbox.all')}</option>
        {STATES.map((value) => (
          <option key={value} value={value}>
            {t(`outbox.states.${value}`)}
          </option>
        ))}
      </select>
      {outbox.isPending ? <Spinner /> : null}
      {outbox.isError ? <LoadFailure error={outbox.error} onRetry={() => void outbox.refetch()} /> : null}
      {outbox.data?.messages.length === 0 ? <p className="staff-muted">{t('outbox.empty')}</p> : null}
      <ul className="staff-mails">
        {outbox.data?.messages.map((message) => (
          <li key={message.id} className="staff-panel">
            <p>
              <strong dir="auto">{message.subject}</strong>
            </p>
            <dl className="staff-facts">
              <dt>{t('outbox.to')}</dt>
              <dd>
                <bdi>{message.to}</bdi>
              </dd>
              <dt>{t('outbox.state')}</dt>
              <dd className={`staff-state staff-state--${message.state}`}>{t(`outbox.states.${message.state}`)}</dd>
              <dt>{t('outbox.queued')}</dt>
              <dd>{when.format(new Date(message.createdAt))}</dd>
              <dt>{t('outbox.language')}</dt>
              <dd>{message.language}</dd>
              <dt>{t('outbox.attempts')}</dt>
              <dd>{message.attempts}</dd>
              {message.lastError ? (
                <>
                  <dt>{t('outbox.lastError')}</dt>
                  <dd>
                    <code>{message.lastError}</code>
                  </dd>
                </>
              ) : null}
            </dl>
            <Button
              variant="ghost"
              aria-expanded={openId === message.id}
              onClick={() => setOpenId(openId === message.id ? null : message.id)}
            >
              {openId === message.id ? t('outbox.hideText') : t('outbox.showText')}
            </Button>
            {openId === message.id ? <MessageText messageId={message.id} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
