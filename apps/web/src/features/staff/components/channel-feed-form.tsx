import type { ChannelFeedRequest } from '@portal/contract/integrations';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/index.ts';

const CHANNELS = ['Airbnb', 'Booking.com', 'Vrbo'];
const isFeedUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * A feed's channel name and iCalendar URL, to add one or change one. What was typed stays when the server refuses it
 * (a URL the property already has, say), with the refusal in words.
 */
export function ChannelFeedForm({
  initial,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: ChannelFeedRequest;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (feed: ChannelFeedRequest) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('staffIntegrations');
  const listId = useId();
  const [channel, setChannel] = useState(initial?.channel ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [problems, setProblems] = useState<{ channel?: string; url?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(channel.trim() ? {} : { channel: t('feeds.form.required') }),
      ...(isFeedUrl(url.trim()) ? {} : { url: t('feeds.form.urlInvalid') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const isDone = await onSubmit({ channel: channel.trim(), url: url.trim() }).then(
      () => true,
      () => false,
    );
    if (isDone && !initial) {
      setChannel('');
      setUrl('');
    }
  };
  const refusal = isApiError(error)
    ? error.code === 'FEED_ALREADY_ADDED'
      ? 'taken'
      : 'refused'
    : error
      ? 'failed'
      : null;
  return (
    <form className="staff-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('feeds.form.channel')}
        hint={t('feeds.form.channelHint')}
        list={listId}
        value={channel}
        maxLength={60}
        error={problems.channel ?? null}
        onChange={(event) => setChannel(event.target.value)}
      />
      <datalist id={listId}>
        {CHANNELS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label={t('feeds.form.url')}
        hint={t('feeds.form.urlHint')}
        type="url"
        dir="ltr"
        inputMode="url"
        value={url}
        error={problems.url ?? null}
        onChange={(event) => setUrl(event.target.value)}
      />
      {refusal ? (
        <p className="ui-field__error" role="alert">
          {t(`feeds.form.${refusal}`)}
        </p>
      ) : null}
      <div className="staff-actions">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
