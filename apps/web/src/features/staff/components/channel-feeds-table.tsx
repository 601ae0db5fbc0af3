import type { ChannelFeed } from '@portal/contract/integrations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFeedChanges } from '../api/channels.ts';
import { ChannelFeedForm } from './channel-feed-form.tsx';
import { useStaffTime } from './use-staff-time.ts';

/** The last fetch of a feed in words: fine, not yet, or why it failed. */
function FeedHealth({ feed }: { feed: ChannelFeed }) {
  const { t } = useTranslation('staffIntegrations');
  if (!feed.lastAttemptAt) return <span className="staff-muted">{t('feeds.waiting')}</span>;
  if (!feed.lastErrorCode) return <span className="staff-state--sent">{t('feeds.healthy')}</span>;
  return (
    <span className="staff-state--failing">
      {t(`failures.${feed.lastErrorCode}`, { status: feed.lastHttpStatus ?? '' })}
    </span>
  );
}

function FeedRow({ propertyId, feed }: { propertyId: number; feed: ChannelFeed }) {
  const { t } = useTranslation('staffIntegrations');
  const when = useStaffTime();
  const { change, remove, fetchNow } = useFeedChanges(propertyId);
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-remove'>('view');
  return (
    <li className="staff-panel">
      <h3 className="staff-feed__title">
        <bdi>{feed.channel}</bdi>
      </h3>
      <p className="staff-email">
        <bdi dir="ltr">{feed.url}</bdi>
      </p>
      <dl className="staff-facts">
        <dt>{t('feeds.health')}</dt>
        <dd>
          <FeedHealth feed={feed} />
        </dd>
        <dt>{t('feeds.lastSuccess')}</dt>
        <dd>{when(feed.lastSuccessAt, t('feeds.never'))}</dd>
        <dt>{t('feeds.lastAttempt')}</dt>
        <dd>{when(feed.lastAttemptAt, t('feeds.never'))}</dd>
        <dt>{t('feeds.eventsSeen')}</dt>
        <dd>{feed.eventsSeen ?? '—'}</dd>
        <dt>{t('feeds.reservations')}</dt>
        <dd>{feed.reservations}</dd>
        <dt>{t('feeds.nextFetch')}</dt>
        <dd>{when(feed.nextFetchAt)}</dd>
      </dl>
      {mode === 'edit' ? (
        <ChannelFeedForm
          initial={{ channel: feed.channel, url: feed.url }}
          submitLabel={t('feeds.save')}
          isPending={change.isPending}
          error={change.error}
          onSubmit={(json) => change.mutateAsync({ feedId: feed.id, json }).then(() => setMode('view'))}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {mode === 'confirm-remove' ? (
        <Alert tone="warning" title={t('feeds.removeConfirm', { channel: feed.channel })}>
          <div className="staff-actions">
            <Button variant="danger" isLoading={remove.isPending} onClick={() => remove.mutate(feed.id)}>
              {t('feeds.removeYes')}
            </Button>
            <Button variant="ghost" onClick={() => setMode('view')}>
              {t('cancel')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {mode === 'view' ? (
        <div className="staff-actions">
          <Button variant="secondary" isLoading={fetchNow.isPending} onClick={() => fetchNow.mutate(feed.id)}>
            {t('feeds.fetchNow')}
          </Button>
          <Button variant="ghost" onClick={() => setMode('edit')}>
            {t('feeds.edit')}
          </Button>
          <Button variant="ghost" onClick={() => setMode('confirm-remove')}>
            {t('feeds.remove')}
          </Button>
        </div>
      ) : null}
      {fetchNow.isSuccess ? <Alert tone="success">{t('feeds.fetchQueued')}</Alert> : null}
      {fetchNow.isError || remove.isError ? <Alert tone="error">{t('actionFailed')}</Alert> : null}
    </li>
  );
}

/** A property's channel calendars, each with its health and its actions. */
export function ChannelFeedsTable({ propertyId, feeds }: { propertyId: number; feeds: ChannelFeed[] }) {
  const { t } = useTranslation('staffIntegrations');
  if (feeds.length === 0) return <p className="staff-muted">{t('feeds.empty')}</p>;
  return (
    <ul className="staff-mails" aria-label={t('feeds.listLabel')}>
      {feeds.map((feed) => (
        <FeedRow key={feed.id} propertyId={propertyId} feed={feed} />
      ))}
    </ul>
  );
}
