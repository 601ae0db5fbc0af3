import type { Property } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed.ts';

/**
 * Subscribe to the calendar (decision 044): a private webcal:// link that calendar apps follow. The link is shown
 * once, when it is made, with a copy button; afterwards the owner can only make a new one (the old one stops) or
 * turn it off.
 */
export function CalendarSubscription({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('calendar');
  const feed = useCalendarFeed(property.id);
  const create = useCreateCalendarFeed(property.id);
  const revoke = useRevokeCalendarFeed(property.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const link = create.data;
  const isBusy = create.isPending || revoke.isPending;

  const makeLink = () => {
    setIsConfirming(false);
    setCopied(null);
    revoke.reset();
    create.mutate();
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.webcalUrl);
      setCopied('copied');
    } catch {
      // No clipboard (an old browser, a refused permission): the link is selected for the owner to copy.
      fieldRef.current?.select();
      setCopied('failed');
    }
  };

  return (
    <section className="calendar-card calendar-subscription" aria-labelledby="calendar-subscription-title">
      <h2 id="calendar-subscription-title" className="calendar-card__title">
        {t('subscription.title')}
      </h2>
      <p className="calendar-subscription__intro">{t('subscription.intro')}</p>
      {feed.isPending ? <Spinner /> : null}
      {feed.isError ? <LoadFailure error={feed.error} onRetry={() => void feed.refetch()} /> : null}
      {create.isError || revoke.isError ? (
        <LoadFailure
          error={create.error ?? revoke.error}
          onRetry={() => (create.isError ? makeLink() : revoke.mutate())}
        />
      ) : null}
      {link ? (
        <div className="calendar-subscription__link">
          <label htmlFor={fieldId} className="ui-field__label">
            {t('subscription.linkLabel')}
          </label>
          <div className="calendar-subscription__row">
            <input
              ref={fieldRef}
              id={fieldId}
              className="ui-field__input calendar-subscription__url"
              value={link.webcalUrl}
              readOnly
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('subscription.copy')}
            </Button>
          </div>
          <p className="calendar-subscription__status" role="status">
            {copied ? t(`subscription.${copied}`) : ''}
          </p>
          <a className="ui-button ui-button--primary calendar-subscription__open" href={link.webcalUrl}>
            {t('subscription.open')}
          </a>
          <Alert tone="warning">{t('subscription.shownOnce')}</Alert>
        </div>
      ) : null}
      {feed.data && !link ? (
        feed.data.isActive && feed.data.createdAt ? (
          <p>
            {t('subscription.existing', {
              date: formatDateTime(feed.data.createdAt, property.time_zone, i18n.language),
            })}
          </p>
        ) : (
          <Button isLoading={create.isPending} disabled={isBusy} onClick={makeLink}>
            {t('subscription.create')}
          </Button>
        )
      ) : null}
      {feed.data?.isActive ? (
        isConfirming ? (
          <div className="calendar-subscription__confirm">
            <p role="alert">{t('subscription.regenerateConfirm')}</p>
            <div className="calendar-subscription__actions">
              <Button variant="danger" isLoading={create.isPending} onClick={makeLink}>
                {t('subscription.regenerateYes')}
              </Button>
              <Button variant="ghost" onClick={() => setIsConfirming(false)}>
                {t('common:actions.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="calendar-subscription__actions">
            <Button variant="secondary" disabled={isBusy} onClick={() => setIsConfirming(true)}>
              {t('subscription.regenerate')}
            </Button>
            <Button
              variant="ghost"
              isLoading={revoke.isPending}
              disabled={isBusy}
              onClick={() => {
                create.reset();
                revoke.mutate();
              }}
            >
              {t('subscription.turnOff')}
            </Button>
          </div>
        )
      ) : null}
      {revoke.isSuccess && !feed.data?.isActive ? <p role="status">{t('subscription.turnedOff')}</p> : null}
    </section>
  );
}
