import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { reauthenticate } from '../api/reauthenticate.ts';

function ReauthDialog({ isOpen, onDone }: { isOpen: boolean; onDone: (isConfirmed: boolean) => void }) {
  const { t } = useTranslation('surveys');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const finish = (isConfirmed: boolean) => {
    setPassword('');
    setError(null);
    onDone(isConfirmed);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('common:validation.required', { field: t('reauth.password') }));
      return;
    }
    setIsPending(true);
    try {
      await reauthenticate(password);
      finish(true);
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : null;
      if (code === 'INCORRECT_PASSWORD') setError(t('errors.INCORRECT_PASSWORD'));
      else if (code === 'TOO_MANY_FAILED_LOGIN_ATTEMPTS' && isApiError(failure)) setError(failure.detail);
      else if (code === 'ADMIN_SESSION_NOT_ALLOWED') setError(t('errors.ADMIN_SESSION_NOT_ALLOWED'));
      else setError(t('errors.unknown'));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Modal isOpen={isOpen} onClose={() => finish(false)} title={t('reauth.title')}>
      <form className="survey-dialog" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>{t('reauth.text')}</p>
        <PasswordField
          label={t('reauth.password')}
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="survey-dialog__actions">
          <Button variant="secondary" onClick={() => finish(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {t('reauth.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Decision 037: a bank change the server refuses for want of a recent password asks for it here, then the save is
 * tried again. `ask()` resolves true once the password is confirmed, false if the owner cancels.
 */
export function useReauthPrompt() {
  const [resolve, setResolve] = useState<((isConfirmed: boolean) => void) | null>(null);
  const ask = () => new Promise<boolean>((done) => setResolve(() => done));
  const dialog = (
    <ReauthDialog
      isOpen={resolve !== null}
      onDone={(isConfirmed) => {
        resolve?.(isConfirmed);
        setResolve(null);
      }}
    />
  );
  return { ask, dialog };
}
