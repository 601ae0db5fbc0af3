import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAudit } from '../api/get-audit.ts';

/** The newest audit entries, of everyone or of one owner. */
export function AuditTable({ ownerId }: { ownerId?: number }) {
  const { t, i18n } = useTranslation('staff');
  const audit = useAudit(ownerId);
  if (audit.isPending) return <Spinner />;
  if (audit.isError) return <LoadFailure error={audit.error} onRetry={() => void audit.refetch()} />;
  if (audit.data.entries.length === 0) return <p className="staff-muted">{t('audit.empty')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.action')}</th>
            {ownerId === undefined ? <th scope="col">{t('audit.owner')}</th> : null}
            <th scope="col">{t('audit.details')}</th>
          </tr>
        </thead>
        <tbody>
          {audit.data.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{when.format(new Date(entry.at))}</td>
              <td>
                {t(`audit.actors.${entry.actorKind}`)}: <bdi>{entry.actorLabel}</bdi>
              </td>
              <td>
                <code>{entry.action}</code>
              </td>
              {ownerId === undefined ? (
                <td>
                  <bdi>{entry.ownerEmail ?? '—'}</bdi>
                </td>
              ) : null}
              <td>
                <code className="staff-details">
                  {entry.entity ? `${entry.entity} ${entry.entityId ?? ''} ` : ''}
                  {Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ''}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
