import { API_SCOPES, type ApiKeyView } from '@portal/contract/integrations';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useApiKeyChanges, useApiKeys } from '../api/api-keys.ts';
import { CopyField } from './copy-field.tsx';
import { textKey } from './text-key.ts';
import { useStaffTime } from './use-staff-time.ts';

type Scope = (typeof API_SCOPES)[number];

function KeyRow({ apiKey, onRevoke, isRevoking }: { apiKey: ApiKeyView; onRevoke: () => void; isRevoking: boolean }) {
  const { t } = useTranslation('staffIntegrations');
  const when = useStaffTime();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <tr>
      <td>
        <bdi>{apiKey.name}</bdi>
      </td>
      <td>
        <bdi dir="ltr">{`${apiKey.prefix}…`}</bdi>
      </td>
      <td>{apiKey.scopes.map((scope) => t(`keys.scopes.${textKey(scope)}`)).join(', ')}</td>
      <td>
        {when(apiKey.createdAt)}
        {apiKey.createdBy ? (
          <>
            {' · '}
            <bdi>{apiKey.createdBy}</bdi>
          </>
        ) : null}
      </td>
      <td>{when(apiKey.lastUsedAt, t('keys.never'))}</td>
      <td>
        {apiKey.revokedAt ? (
          t('keys.revokedOn', { date: when(apiKey.revokedAt) })
        ) : isConfirming ? (
          <span className="staff-actions">
            <Button variant="danger" isLoading={isRevoking} onClick={onRevoke}>
              {t('keys.revokeYes', { name: apiKey.name })}
            </Button>
            <Button variant="ghost" onClick={() => setIsConfirming(false)}>
              {t('cancel')}
            </Button>
          </span>
        ) : (
          <Button variant="ghost" onClick={() => setIsConfirming(true)}>
            {t('keys.revoke')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Integration API keys: made with a name and scopes (the key shown once), listed with their last use, revoked. */
export function ApiKeysPanel() {
  const { t } = useTranslation('staffIntegrations');
  const keys = useApiKeys();
  const { create, revoke } = useApiKeyChanges();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (scope: Scope) =>
    setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || scopes.length === 0) {
      setProblem(t('keys.incomplete'));
      return;
    }
    setProblem(null);
    const isDone = await create.mutateAsync({ name: name.trim(), scopes }).then(
      () => true,
      () => false,
    );
    if (isDone) {
      setName('');
      setScopes([]);
    }
  };
  return (
    <section className="staff-panel staff-wide" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t('keys.title')}</h2>
      <p className="staff-muted">{t('keys.intro')}</p>
      <form className="staff-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t('keys.name')} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        <fieldset className="staff-choices">
          <legend className="staff-label">{t('keys.scopesLabel')}</legend>
          {API_SCOPES.map((scope) => (
            <label key={scope} className="staff-check">
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
              <span>{t(`keys.scopes.${textKey(scope)}`)}</span>
            </label>
          ))}
        </fieldset>
        {problem ? (
          <p className="ui-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <Button type="submit" isLoading={create.isPending}>
          {t('keys.create')}
        </Button>
      </form>
      {create.isError ? <Alert tone="error">{t('actionFailed')}</Alert> : null}
      {create.data ? (
        <Alert tone="success" title={t('keys.created', { name: create.data.name })}>
          <CopyField label={t('keys.keyLabel')} value={create.data.key} hint={t('keys.shownOnce')} />
        </Alert>
      ) : null}
      {keys.isPending ? <Spinner /> : null}
      {keys.isError ? <LoadFailure error={keys.error} onRetry={() => void keys.refetch()} /> : null}
      {keys.data?.keys.length === 0 ? <p className="staff-muted">{t('keys.empty')}</p> : null}
      {keys.data && keys.data.keys.length > 0 ? (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('keys.name')}</th>
                <th scope="col">{t('keys.prefix')}</th>
                <th scope="col">{t('keys.scopesLabel')}</th>
                <th scope="col">{t('keys.createdAt')}</th>
                <th scope="col">{t('keys.lastUsed')}</th>
                <th scope="col">{t('keys.state')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.data.keys.map((apiKey) => (
                <KeyRow
                  key={apiKey.id}
                  apiKey={apiKey}
                  isRevoking={revoke.isPending && revoke.variables === apiKey.id}
                  onRevoke={() => revoke.mutate(apiKey.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {revoke.isError ? <Alert tone="error">{t('actionFailed')}</Alert> : null}
    </section>
  );
}
