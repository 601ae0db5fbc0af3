import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAllConflicts } from '../api/channels.ts';
import { ApiKeysPanel } from './api-keys-panel.tsx';
import { ChannelConflictList } from './channel-conflict-list.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

/** /staff/integrations: conflicts of every property's channel calendars, API keys and webhook endpoints. */
export function IntegrationsPage() {
  const { t } = useTranslation('staffIntegrations');
  const conflicts = useAllConflicts();
  const rows = conflicts.data?.conflicts ?? [];
  return (
    <section className="staff-section">
      <h1>{t('integrations.title')}</h1>
      <p className="staff-muted">{t('integrations.intro')}</p>
      <h2>{t('conflicts.allTitle')}</h2>
      {conflicts.isPending ? <Spinner /> : null}
      {conflicts.isError ? <LoadFailure error={conflicts.error} onRetry={() => void conflicts.refetch()} /> : null}
      {conflicts.data ? (
        <ChannelConflictList
          conflicts={rows}
          timeZoneOf={(conflict) =>
            rows.find((candidate) => candidate.eventId === conflict.eventId)?.propertyTimeZone ?? 'UTC'
          }
          leadOf={(conflict) => {
            const row = rows.find((candidate) => candidate.eventId === conflict.eventId);
            return row ? (
              <Link to={paths.staffPropertyChannels.getHref(row.propertyId)}>
                <bdi>{row.propertyNickname}</bdi>
              </Link>
            ) : null;
          }}
        />
      ) : null}
      <div className="staff-stack">
        <ApiKeysPanel />
        <WebhooksPanel />
      </div>
    </section>
  );
}
