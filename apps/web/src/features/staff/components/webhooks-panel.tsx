import { WEBHOOK_EVENT_TYPES, type WebhookEndpointView } from '@portal/contract/integrations';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useWebhookChanges, useWebhooks } from '../api/webhooks.ts';
import { CopyField } from './copy-field.tsx';
import { textKey } from './text-key.ts';
import { useStaffTime } from './use-staff-time.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

type EventType = (typeof WEBHOOK_EVENT_TYPES)[number];
const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function EndpointCard({ endpoint }: { endpoint: WebhookEndpointView }) {
  const { t } = useTranslation('staffIntegrations');
  const when = useStaffTime();
  const { setPaused, remove } = useWebhookChanges();
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const state = endpoint.pausedAt
    ? t('hooks.paused', { date: when(endpoint.pausedAt) })
    : endpoint.failingSince
      ? t('hooks.failing', { date: when(endpoint.failingSince) })
      : t('hooks.active');
  return (
    <li className="staff-panel">
      <h3 className="staff-email">
        <bdi dir="ltr">{endpoint.url}</bdi>
      </h3>
      {endpoint.description ? <p>{endpoint.description}</p> : null}
      <dl className="staff-facts">
        <dt>{t('hooks.state')}</dt>
        <dd className={endpoint.pausedAt || endpoint.failingSince ? 'staff-state--failing' : 'staff-state--sent'}>
          {state}
        </dd>
        <dt>{t('hooks.events')}</dt>
        <dd>{endpoint.events.map((event) => t(`events.${textKey(event)}`)).join(', ')}</dd>
        <dt>{t('hooks.waitingLabel')}</dt>
        <dd>{endpoint.waiting}</dd>
      </dl>
      <div className="staff-actions">
        <Button
          variant="secondary"
          isLoading={setPaused.isPending}
          onClick={() => setPaused.mutate({ endpointId: endpoint.id, isPaused: endpoint.pausedAt === null })}
        >
          {endpoint.pausedAt ? t('hooks.resume') : t('hooks.pause')}
        </Button>
        <Button variant="ghost" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? t('hooks.deliveries.hide') : t('hooks.deliveries.show')}
        </Button>
        {isConfirming ? (
          <>
            <Button variant="danger" isLoading={remove.isPending} onClick={() => remove.mutate(endpoint.id)}>
              {t('hooks.removeYes')}
            </Button>
            <Button variant="ghost" onClick={() => setIsConfirming(false)}>
              {t('cancel')}
            </Button>
          </>
        ) : (
          <Button variant="ghost" onClick={() => setIsConfirming(true)}>
            {t('hooks.remove')}
          </Button>
        )}
      </div>
      {setPaused.isError || remove.isError ? <Alert tone="error">{t('actionFailed')}</Alert> : null}
      {isOpen ? <WebhookDeliveries endpointId={endpoint.id} /> : null}
    </li>
  );
}

/** Webhook endpoints: registered with a URL, events and a secret (shown once), paused, resumed, their deliveries. */
export function WebhooksPanel() {
  const { t } = useTranslation('staffIntegrations');
  const hooks = useWebhooks();
  const { create } = useWebhookChanges();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<EventType[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (event: EventType) =>
    setEvents((current) => (current.includes(event) ? current.filter((e) => e !== event) : [...current, event]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = !isHttpUrl(url.trim())
      ? t('hooks.urlInvalid')
      : events.length === 0
        ? t('hooks.noEvents')
        : secret && secret.length < 16
          ? t('hooks.secretShort')
          : null;
    setProblem(found);
    if (found) return;
    const isDone = await create
      .mutateAsync({ url: url.trim(), description, events, ...(secret ? { secret } : {}) })
      .then(
        () => true,
        () => false,
      );
    if (isDone) {
      setUrl('');
      setDescription('');
      setSecret('');
      setEvents([]);
    }
  };
  return (
    <section className="staff-panel staff-wide" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{t('hooks.title')}</h2>
      <p className="staff-muted">{t('hooks.intro')}</p>
      <form className="staff-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('hooks.url')}
          type="url"
          dir="ltr"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <TextField
          label={t('hooks.description')}
          value={description}
          maxLength={200}
          onChange={(e) => setDescription(e.target.value)}
        />
        <fieldset className="staff-choices">
          <legend className="staff-label">{t('hooks.events')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="staff-check">
              <input type="checkbox" checked={events.includes(type)} onChange={() => toggle(type)} />
              <span>{t(`events.${textKey(type)}`)}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('hooks.secret')}
          hint={t('hooks.secretHint')}
          dir="ltr"
          autoComplete="off"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
        />
        {problem ? (
          <p className="ui-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <Button type="submit" isLoading={create.isPending}>
          {t('hooks.create')}
        </Button>
      </form>
      {create.isError ? <Alert tone="error">{t('actionFailed')}</Alert> : null}
      {create.data ? (
        <Alert tone="success" title={t('hooks.created')}>
          <CopyField label={t('hooks.secret')} value={create.data.secret} hint={t('hooks.shownOnce')} />
        </Alert>
      ) : null}
      {hooks.isPending ? <Spinner /> : null}
      {hooks.isError ? <LoadFailure error={hooks.error} onRetry={() => void hooks.refetch()} /> : null}
      {hooks.data?.endpoints.length === 0 ? <p className="staff-muted">{t('hooks.empty')}</p> : null}
      <ul className="staff-mails">
        {hooks.data?.endpoints.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} />
        ))}
      </ul>
    </section>
  );
}
