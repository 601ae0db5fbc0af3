import type { StaffSession } from '@portal/contract/staff';
import { deviceNameOf, normalizeTotpCode } from '@portal/domain';
import { startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { canUsePasskeys } from '../../../../lib/passkeys.ts';
import { finishEnrolment, startEnrolment } from '../../api/second-factor.ts';
import { refusalOf } from './refusal.ts';
import { TotpQr } from './totp-qr.tsx';
import './second-factor.css';

interface EnrolStepProps {
  pendingToken: string;
  email: string;
  onEnrolled: (session: StaffSession, recoveryCodes: string[]) => void;
  onExpired: () => void;
}

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The first sign-in of a staff member: set up the second factor before the console opens. An authenticator app
 * (QR code or key, then its first code) or, where the browser can, a passkey.
 */
export function EnrolStep({ pendingToken, email, onEnrolled, onExpired }: EnrolStepProps) {
  const { t } = useTranslation('staffSecurity');
  const [app, setApp] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'app' | 'passkey' | 'confirm' | null>(null);

  const run = async (what: NonNullable<typeof busy>, step: () => Promise<void>) => {
    setFormError(null);
    setBusy(what);
    try {
      await step();
    } catch (error) {
      const refusal = refusalOf(t, error);
      if (refusal.isExpired) onExpired();
      else setFormError(refusal.message);
    } finally {
      setBusy(null);
    }
  };

  const chooseApp = () =>
    run('app', async () => {
      const started = await startEnrolment(pendingToken, 'totp');
      if (started.method === 'totp') setApp({ secret: started.secret, uri: started.uri });
    });

  const choosePasskey = () =>
    run('passkey', async () => {
      const started = await startEnrolment(pendingToken, 'passkey');
      if (started.method !== 'passkey') return;
      const response = await startRegistration({ optionsJSON: started.options });
      const name = deviceNameOf(navigator.userAgent);
      const done = await finishEnrolment({ pendingToken, method: 'passkey', name, response });
      onEnrolled(done.session, done.recoveryCodes);
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeTotpCode(code);
    setFieldError(typed ? null : t('errors.codeFormat'));
    if (!typed) return;
    void run('confirm', async () => {
      try {
        const done = await finishEnrolment({ pendingToken, method: 'totp', code: typed });
        onEnrolled(done.session, done.recoveryCodes);
      } finally {
        setCode('');
      }
    });
  };

  if (app) {
    return (
      <section className="staff-second-factor" aria-labelledby="enrol-title">
        <h1 id="enrol-title">{t('enrol.title')}</h1>
        <p className="staff-muted">{t('enrol.scan')}</p>
        <div className="staff-totp">
          <TotpQr uri={app.uri} label={t('enrol.qrLabel', { email })} />
          <div>
            <p className="staff-label">{t('enrol.secret')}</p>
            <code className="staff-totp__secret" dir="ltr" data-secret={app.secret}>
              {grouped(app.secret)}
            </code>
          </div>
        </div>
        <form className="staff-form" noValidate onSubmit={confirm}>
          <TextField
            label={t('verify.code')}
            hint={t('enrol.confirmHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            dir="ltr"
            value={code}
            error={fieldError}
            onChange={(event) => setCode(event.target.value)}
          />
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Button type="submit" isFullWidth isLoading={busy === 'confirm'}>
            {t('enrol.confirm')}
          </Button>
        </form>
        <Button variant="ghost" onClick={() => setApp(null)}>
          {t('enrol.back')}
        </Button>
      </section>
    );
  }

  return (
    <section className="staff-second-factor" aria-labelledby="enrol-title">
      <h1 id="enrol-title">{t('enrol.title')}</h1>
      <p className="staff-muted">{t('enrol.intro')}</p>
      <ul className="staff-second-factor__choices">
        <li>
          <p className="staff-label">{t('enrol.app')}</p>
          <p className="staff-muted">{t('enrol.appHint')}</p>
          <Button isLoading={busy === 'app'} disabled={busy !== null} onClick={() => void chooseApp()}>
            {t('enrol.useApp')}
          </Button>
        </li>
        {canUsePasskeys() ? (
          <li>
            <p className="staff-label">{t('enrol.passkey')}</p>
            <p className="staff-muted">{t('enrol.passkeyHint')}</p>
            <Button
              variant="secondary"
              isLoading={busy === 'passkey'}
              disabled={busy !== null}
              onClick={() => void choosePasskey()}
            >
              {t('enrol.usePasskey')}
            </Button>
          </li>
        ) : null}
      </ul>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
    </section>
  );
}
