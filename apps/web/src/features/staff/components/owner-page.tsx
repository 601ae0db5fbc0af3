import { LANGUAGES } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useOwner } from '../api/get-owner.ts';
import { AuditTable } from './audit-table.tsx';
import { LoginLinkPanel } from './login-link-panel.tsx';
import { PasswordPanel } from './password-panel.tsx';

/** One owner: their properties, a login-as-owner link, their password, and what happened to their account. */
export function OwnerPage() {
  const { t } = useTranslation('staff');
  const ownerId = Number(useParams().ownerId);
  const owner = useOwner(ownerId);
  // Back to the list as it was searched (the list passes its search along; a link opened directly has none).
  const search: unknown = (useLocation().state as { ownersSearch?: unknown } | null)?.ownersSearch;
  const backHref =
    typeof search === 'string' && search
      ? `${paths.staff.getHref()}?${new URLSearchParams({ q: search })}`
      : paths.staff.getHref();
  if (owner.isPending) return <Spinner />;
  if (owner.isError) return <LoadFailure error={owner.error} onRetry={() => void owner.refetch()} />;
  const { owner: summary, properties } = owner.data;
  return (
    <section className="staff-section">
      <Link to={backHref} className="staff-back">
        {t('owner.back')}
      </Link>
      <h1>
        <bdi>{summary.fullName}</bdi>
      </h1>
      <p className="staff-muted">
        <bdi>{summary.email}</bdi> · {t(`loginStatus.${summary.loginStatus}`)} · {t('owner.language')}:{' '}
        {LANGUAGES.find((language) => language.code === summary.preferredLanguage)?.label ?? summary.preferredLanguage}
      </p>
      <p className="staff-actions">
        <Link to={paths.staffNotifications.getHref({ ownerId: summary.id })}>{t('owner.sendNotification')}</Link>
      </p>
      <div className="staff-panels">
        <LoginLinkPanel ownerId={summary.id} />
        <PasswordPanel ownerId={summary.id} email={summary.email} />
      </div>
      <h2>{t('owner.properties')}</h2>
      {properties.length === 0 ? (
        <p className="staff-muted">{t('owner.noProperties')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('owner.nickname')}</th>
                <th scope="col">{t('owner.code')}</th>
                <th scope="col">{t('owner.system')}</th>
                <th scope="col">{t('owners.status')}</th>
                <th scope="col">{t('staffStatements:month.documents')}</th>
                <th scope="col">{t('owner.channels')}</th>
              </tr>
            </thead>
            <tbody>
              {properties.map((property) => (
                <tr key={property.id}>
                  <td>
                    <bdi>{property.nickname}</bdi>
                  </td>
                  <td>
                    <bdi>{property.propertyCode}</bdi>
                  </td>
                  <td>{t(`owner.systems.${property.bookingSystem}`)}</td>
                  <td>{property.isActive ? t('owner.active') : t('owner.inactive')}</td>
                  <td>
                    <Link to={paths.staffPropertyDocuments.getHref(property.id)}>
                      {t('staffStatements:month.documents')}
                    </Link>
                  </td>
                  <td>
                    <Link to={paths.staffPropertyChannels.getHref(property.id)}>{t('owner.channels')}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>{t('owner.activity')}</h2>
      <AuditTable ownerId={summary.id} />
    </section>
  );
}
