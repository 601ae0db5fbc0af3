import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useFields } from '../../lib/forms/use-fields.ts';
import { signIn } from '../../lib/session/session-store.ts';
import { useLogin } from './api/login.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { usePasskeySignIn } from './use-passkey-sign-in.ts';
import { emailRule, requiredRule } from './validation.ts';

export type LoginNotice = 'linkExpired' | 'resetRequested';

/** A temporary password staff set: the server answers with a reset token for choosing the owner's own. */
function passwordChangeTokenOf(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'PASSWORD_CHANGE_REQUIRED') return null;
  const token = (error.body as { resetToken?: unknown } | null)?.resetToken;
  return typeof token === 'string' ? token : null;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: LoginNotice } | null)?.notice;
  const loginMutation = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const { field, handleSubmit, setError } = useFields({
    email: emailRule(t),
    password: requiredRule(t, 'auth:fields.password'),
  });

  const enter = (response: Parameters<typeof signIn>[0]) => {
    signIn(response);
    navigate(paths.properties.getHref(), { replace: true });
  };

  const passkey = usePasskeySignIn(enter, (error) => {
    const resetToken = passwordChangeTokenOf(error);
    if (resetToken) navigate(`${paths.newPassword.getHref(resetToken)}?temporary=1`, { replace: true });
    else if (isApiError(error) && error.code === 'PASSKEY_REJECTED') setFormError(t('login.passkeyFailed'));
    else if (isApiError(error) && error.code === 'RATE_LIMITED') setFormError(t('common:errors.rateLimited'));
    else setFormError(t('common:errors.generic'));
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      enter(await loginMutation.mutateAsync(values));
    } catch (error) {
      // docs/product/sign-in-and-session.md#lockout-and-rate-limits: a lockout shows the server's own message under the password.
      const resetToken = passwordChangeTokenOf(error);
      if (resetToken) {
        navigate(`${paths.newPassword.getHref(resetToken)}?temporary=1`, { replace: true });
      } else if (isApiError(error) && error.code === 'TOO_MANY_FAILED_LOGIN_ATTEMPTS') {
        setError('password', error.detail);
      } else if (isApiError(error) && error.code === 'RATE_LIMITED') {
        setFormError(t('common:errors.rateLimited'));
      } else if (isApiError(error) && error.status >= 400 && error.status < 500) {
        setFormError(t('login.failed'));
      } else {
        setFormError(t('common:errors.generic'));
      }
    }
  });

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice === 'linkExpired' ? <Alert tone="error">{t('newPassword.linkExpired')}</Alert> : null}
      {notice === 'resetRequested' ? <Alert tone="success">{t('resetPassword.checkInbox')}</Alert> : null}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('fields.email')}
          type="email"
          // "webauthn": the browser offers the site's passkeys in this field's autofill (conditional mediation).
          autoComplete="username webauthn"
          inputMode="email"
          {...field('email')}
        />
        <PasswordField label={t('fields.password')} autoComplete="current-password" {...field('password')} />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" isFullWidth isLoading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
        {passkey.isAvailable ? (
          <>
            <p className="auth-form__or">{t('login.or')}</p>
            <Button variant="secondary" isFullWidth isLoading={passkey.isPending} onClick={passkey.signInWithDialog}>
              {t('login.passkey')}
            </Button>
          </>
        ) : null}
        <div className="auth-form__links">
          <Link to={paths.resetPassword.getHref()}>{t('login.forgotPassword')}</Link>
        </div>
      </form>
    </AuthLayout>
  );
}
