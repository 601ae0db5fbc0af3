import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFeedChanges, usePropertyChannels } from '../api/channels.ts';
import { AvailabilityPanel } from './availability-panel.tsx';
import { ChannelConflictList } from './channel-conflict-list.tsx';
import { ChannelFeedForm } from './channel-feed-form.tsx';
import { ChannelFeedsTable } from './channel-feeds-table.tsx';

/** /staff/properties/:propertyId/channels: the property's channel calendars in, its conflicts, its availability out. */
export function ChannelsPage() {
  const { t } = useTranslation('staffIntegrations');
  const propertyId = Number(useParams().propertyId);
  const channels = usePropertyChannels(propertyId);
  const { add } = useFeedChanges(propertyId);
  if (channels.isPending) return <Spinner />;
  if (channels.isError) return <LoadFailure error={channels.error} onRetry={() => void channels.refetch()} />;
  const { property, feeds, conflicts, availability } = channels.data;
  return (
    <section className="staff-section">
      <Link to={paths.staffOwner.getHref(property.ownerId)} className="staff-back">
        {t('channels.back', { name: property.ownerName })}
      </Link>
      <h1>{t('channels.title', { nickname: property.nickname })}</h1>
      <h2>{t('feeds.title')}</h2>
      <p className="staff-muted">{t('feeds.intro')}</p>
      <ChannelFeedsTable propertyId={propertyId} feeds={feeds} />
      <div className="staff-panel">
        <h3>{t('feeds.addTitle')}</h3>
        <ChannelFeedForm
          submitLabel={t('feeds.add')}
          isPending={add.isPending}
          error={add.error}
          onSubmit={(json) => add.mutateAsync(json)}
        />
      </div>
      <h2>{t('conflicts.title')}</h2>
      <p className="staff-muted">{t('conflicts.intro')}</p>
      <ChannelConflictList conflicts={conflicts} timeZoneOf={() => property.timeZone} />
      <AvailabilityPanel propertyId={propertyId} availability={availability} />
    </section>
  );
}
