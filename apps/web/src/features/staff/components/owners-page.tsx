import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchOwners } from '../api/search-owners.ts';

/** Owners by e-mail or name, searched as staff type. */
export function OwnersPage() {
  const { t } = useTranslation('staff');
  const searchId = useId();
  // The search lives in the address (?q=), so "Back to owners" and the browser's back find it as it was.
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const setText = (next: string) => setParams(next ? { q: next } : {}, { replace: true });
  const q = useDebouncedValue(text.trim(), 250);
  const owners = useSearchOwners(q);
  return (
    <section className="staff-section">
      <h1>{t('owners.title')}</h1>
      <label htmlFor={searchId} className="staff-label">
        {t('owners.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="staff-search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {owners.isPending ? <Spinner /> : null}
      {owners.isError ? <LoadFailure error={owners.error} onRetry={() => void owners.refetch()} /> : null}
      {owners.data && owners.data.owners.length === 0 ? <p className="staff-muted">{t('owners.empty')}</p> : null}
      {owners.data && owners.data.owners.length > 0 ? (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('owners.email')}</th>
                <th scope="col">{t('owners.name')}</th>
                <th scope="col">{t('owners.status')}</th>
                <th scope="col">{t('owners.properties')}</th>
              </tr>
            </thead>
            <tbody>
              {owners.data.owners.map((owner) => (
                <tr key={owner.id}>
                  <td>
                    <Link
                      to={paths.staffOwner.getHref(owner.id)}
                      state={{ ownersSearch: text }}
                      aria-label={t('owners.open', { name: owner.email })}
                    >
                      <bdi>{owner.email}</bdi>
                    </Link>
                    {owner.mustChangePassword ? <span className="staff-tag">{t('owners.temporary')}</span> : null}
                  </td>
                  <td>
                    <bdi>{owner.fullName}</bdi>
                  </td>
                  <td>{t(`loginStatus.${owner.loginStatus}`)}</td>
                  <td>{owner.propertyCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
