import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { confirmPassword } from '../api/passkeys.ts';

/** The password again before passkeys change (the server allows changes for 5 minutes after it). */
export function ConfirmPasswordForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation('settings');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('common:validation.required', { field: t('passkeys.password') }));
      return;
    }
    setIsPending(true);
    setError(null);
    try {
      await confirmPassword(password);
      setPassword('');
      onConfirmed();
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : null;
      if (code === 'INCORRECT_PASSWORD') setError(t('errors.INCORRECT_PASSWORD'));
      else if (code === 'TOO_MANY_FAILED_LOGIN_ATTEMPTS' && isApiError(failure)) setError(failure.detail);
      else if (code === 'ADMIN_SESSION_NOT_ALLOWED') setError(t('passkeys.adminNotAllowed'));
      else setError(t('errors.unknown'));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form className="settings-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="settings-page__intro">{t('passkeys.confirmIntro')}</p>
      <PasswordField
        label={t('passkeys.password')}
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" isFullWidth isLoading={isPending}>
        {t('passkeys.confirm')}
      </Button>
    </form>
  );
}
