import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMintLoginLink } from '../api/mint-login-link.ts';

/** Mints a single-use, 10-minute login-as-owner link and shows it to open in a private window. */
export function LoginLinkPanel({ ownerId }: { ownerId: number }) {
  const { t, i18n } = useTranslation('staff');
  const queryClient = useQueryClient();
  const mint = useMintLoginLink();
  const create = async () => {
    await mint.mutateAsync(ownerId).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] });
  };
  const expires = mint.data
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(mint.data.expiresAt))
    : null;
  return (
    <div className="staff-panel">
      <h2>{t('owner.loginAs.title')}</h2>
      <p className="staff-muted">{t('owner.loginAs.hint')}</p>
      <Button onClick={() => void create()} isLoading={mint.isPending}>
        {t('owner.loginAs.create')}
      </Button>
      {mint.isError ? <Alert tone="error">{t('errors.action')}</Alert> : null}
      {mint.data ? (
        <div className="staff-link">
          <label className="staff-label" htmlFor={`login-link-${ownerId}`}>
            {t('owner.loginAs.link')}
          </label>
          <input id={`login-link-${ownerId}`} readOnly value={mint.data.link} dir="ltr" className="staff-search" />
          <p className="staff-muted">{t('owner.loginAs.expires', { time: expires })}</p>
          <a href={mint.data.link} target="_blank" rel="noreferrer noopener">
            {t('owner.loginAs.open')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
