import type { SecondFactorMethod, StaffSession } from '@portal/contract/staff';
import { normalizeRecoveryCode, normalizeTotpCode } from '@portal/domain';
import { startAuthentication } from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { canUsePasskeys } from '../../../../lib/passkeys.ts';
import { passSecondFactor, secondFactorPasskeyOptions } from '../../api/second-factor.ts';
import { refusalOf } from './refusal.ts';
import './second-factor.css';

interface VerifyStepProps {
  pendingToken: string;
  method: SecondFactorMethod;
  onPassed: (session: StaffSession, recoveryCodesLeft: number | undefined) => void;
  onExpired: () => void;
}

/** The second step of a sign-in: the authenticator app's code or the passkey, or one recovery code instead. */
export function VerifyStep({ pendingToken, method, onPassed, onExpired }: VerifyStepProps) {
  const { t } = useTranslation('staffSecurity');
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const attempt = async (send: () => ReturnType<typeof passSecondFactor>) => {
    setFormError(null);
    setIsPending(true);
    try {
      const session = await send();
      onPassed(session, session.recoveryCodesLeft);
    } catch (error) {
      const refusal = refusalOf(t, error);
      if (refusal.isExpired) onExpired();
      else setFormError(refusal.message);
      setCode('');
    } finally {
      setIsPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = isRecovery ? normalizeRecoveryCode(code) : normalizeTotpCode(code);
    setFieldError(typed ? null : t(isRecovery ? 'errors.recoveryFormat' : 'errors.codeFormat'));
    if (!typed) return;
    void attempt(() => passSecondFactor({ pendingToken, method: isRecovery ? 'recovery_code' : 'totp', code: typed }));
  };

  const usePasskey = () =>
    void attempt(async () => {
      const optionsJSON = await secondFactorPasskeyOptions(pendingToken);
      const response = await startAuthentication({ optionsJSON });
      return passSecondFactor({ pendingToken, method: 'passkey', response });
    });

  const isPasskey = method === 'passkey' && !isRecovery;
  const toggle = () => {
    setIsRecovery(!isRecovery);
    setCode('');
    setFieldError(null);
    setFormError(null);
  };

  return (
    <section className="staff-second-factor" aria-labelledby="second-factor-title">
      <h1 id="second-factor-title">{t('verify.title')}</h1>
      {isPasskey ? (
        <div className="staff-form">
          <p className="staff-muted">{t('verify.passkeyHint')}</p>
          {canUsePasskeys() ? null : <Alert tone="warning">{t('errors.passkeyUnavailable')}</Alert>}
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Button isFullWidth isLoading={isPending} onClick={usePasskey}>
            {t('verify.usePasskey')}
          </Button>
        </div>
      ) : (
        <form className="staff-form" noValidate onSubmit={onSubmit}>
          <p className="staff-muted">{t(isRecovery ? 'verify.recoveryHint' : 'verify.totpHint')}</p>
          <TextField
            key={isRecovery ? 'recovery' : 'totp'}
            label={t(isRecovery ? 'verify.recoveryCode' : 'verify.code')}
            autoComplete="one-time-code"
            inputMode={isRecovery ? 'text' : 'numeric'}
            dir="ltr"
            spellCheck={false}
            value={code}
            error={fieldError}
            onChange={(event) => setCode(event.target.value)}
          />
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Button type="submit" isFullWidth isLoading={isPending}>
            {t('verify.submit')}
          </Button>
        </form>
      )}
      <Button variant="ghost" onClick={toggle}>
        {isRecovery ? t(method === 'passkey' ? 'verify.backToPasskey' : 'verify.backToApp') : t('verify.useRecovery')}
      </Button>
    </section>
  );
}
