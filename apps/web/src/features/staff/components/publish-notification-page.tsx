import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useOwner } from '../api/get-owner.ts';
import { usePropertyDocuments } from '../api/property-documents.ts';
import { useSearchOwners } from '../api/search-owners.ts';
import { NotificationForm } from './notification-form.tsx';

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** No recipient yet: owners by e-mail or name, each a link that chooses them. */
function OwnerChooser() {
  const { t } = useTranslation('staffMessages');
  const searchId = useId();
  const [text, setText] = useState('');
  const owners = useSearchOwners(useDebouncedValue(text.trim(), 250));
  return (
    <>
      <h2>{t('publish.chooseOwner')}</h2>
      <label htmlFor={searchId} className="staff-label">
        {t('staff:owners.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="staff-search"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {owners.isPending ? <Spinner /> : null}
      {owners.isError ? <LoadFailure error={owners.error} onRetry={() => void owners.refetch()} /> : null}
      {owners.data?.owners.length === 0 ? <p className="staff-muted">{t('staff:owners.empty')}</p> : null}
      <ul className="staff-choices">
        {owners.data?.owners.map((owner) => (
          <li key={owner.id}>
            <Link to={paths.staffNotifications.getHref({ ownerId: owner.id })}>
              {t('publish.choose', { name: owner.email })}
            </Link>{' '}
            <span className="staff-muted">
              <bdi>{owner.fullName}</bdi>
            </span>
          </li>
        ))}
      </ul>
      <p className="staff-muted">{t('publish.orProperty')}</p>
    </>
  );
}

function OwnerRecipient({ ownerId }: { ownerId: number }) {
  const { t } = useTranslation('staffMessages');
  const owner = useOwner(ownerId);
  if (owner.isPending) return <Spinner />;
  if (owner.isError) return <LoadFailure error={owner.error} onRetry={() => void owner.refetch()} />;
  const { owner: summary, properties } = owner.data;
  const name = `${summary.fullName} (${summary.email})`;
  return (
    <>
      <h2>
        <bdi>{t('publish.toOwner', { name })}</bdi>
      </h2>
      <p className="staff-actions">
        <Link to={paths.staffOwner.getHref(ownerId)}>{t('publish.viewOwner')}</Link>
        <Link to={paths.staffNotifications.getHref()}>{t('publish.otherOwner')}</Link>
      </p>
      <NotificationForm
        key={ownerId}
        target={{ ownerId }}
        properties={properties.map(({ id, nickname }) => ({ id, nickname }))}
        recipientName={summary.fullName}
      />
    </>
  );
}

function PropertyRecipient({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('staffMessages');
  const documents = usePropertyDocuments(propertyId);
  if (documents.isPending) return <Spinner />;
  if (documents.isError) return <LoadFailure error={documents.error} onRetry={() => void documents.refetch()} />;
  const { property } = documents.data;
  return (
    <>
      <h2>
        <bdi>{t('publish.toPropertyOwner', { property: property.nickname, email: property.ownerEmail })}</bdi>
      </h2>
      <p className="staff-actions">
        <Link to={paths.staffOwner.getHref(property.ownerId)}>{t('publish.viewOwner')}</Link>
      </p>
      <NotificationForm key={propertyId} target={{ propertyId }} properties={[]} recipientName={property.ownerEmail} />
    </>
  );
}

/** /staff/notifications[?owner=|?property=]: publish a notification to one owner, or to a property's owner. */
export function PublishNotificationPage() {
  const { t } = useTranslation('staffMessages');
  const [params] = useSearchParams();
  const propertyId = idOf(params.get('property'));
  const ownerId = idOf(params.get('owner'));
  return (
    <section className="staff-section">
      <h1>{t('publish.title')}</h1>
      <p className="staff-muted">{t('publish.intro')}</p>
      {propertyId !== undefined ? (
        <PropertyRecipient propertyId={propertyId} />
      ) : ownerId !== undefined ? (
        <OwnerRecipient ownerId={ownerId} />
      ) : (
        <OwnerChooser />
      )}
    </section>
  );
}
