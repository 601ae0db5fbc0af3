import { isStrongPassword } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useSetOwnerPassword } from '../api/set-owner-password.ts';

/** A reset e-mail in the owner's language, or a temporary password the owner must replace. */
export function PasswordPanel({ ownerId, email }: { ownerId: number; email: string }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const change = useSetOwnerPassword();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const done = change.data?.mode;

  /** Whether the change was made; a failure is shown by the panel and keeps what was typed. */
  const run = async (request: Parameters<typeof change.mutateAsync>[0]['request']): Promise<boolean> => {
    const isDone = await change.mutateAsync({ ownerId, request }).then(
      () => true,
      () => false,
    );
    void queryClient.invalidateQueries({ queryKey: ['staff'] });
    return isDone;
  };
  const setTemporary = async () => {
    if (!isStrongPassword(password)) {
      setFieldError(t('owner.password.weak'));
      return;
    }
    setFieldError(null);
    if (await run({ mode: 'temporary', password })) setPassword('');
  };

  return (
    <div className="staff-panel">
      <h2>{t('owner.password.title')}</h2>
      <p className="staff-muted">{t('owner.password.hint')}</p>
      <Button variant="secondary" onClick={() => void run({ mode: 'reset-email' })} isLoading={change.isPending}>
        {t('owner.password.sendReset')}
      </Button>
      <PasswordField
        label={t('owner.password.temporaryLabel')}
        autoComplete="new-password"
        value={password}
        error={fieldError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button variant="secondary" onClick={() => void setTemporary()} isLoading={change.isPending}>
        {t('owner.password.setTemporary')}
      </Button>
      {change.isError ? <Alert tone="error">{t('errors.action')}</Alert> : null}
      {done === 'reset-email' ? <Alert tone="success">{t('owner.password.resetSent', { email })}</Alert> : null}
      {done === 'temporary' ? <Alert tone="success">{t('owner.password.temporarySet')}</Alert> : null}
    </div>
  );
}
