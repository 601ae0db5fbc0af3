import { validateNewPassword } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useFields } from '../../lib/forms/use-fields.ts';
import { useCheckResetToken } from './api/check-reset-token.ts';
import { useResetPassword } from './api/reset-password.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import type { LoginNotice } from './login-page.tsx';
import { useRedirectToLogin } from './use-redirect-to-login.ts';
import { newPasswordMessage, requiredRule } from './validation.ts';

export function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const account = searchParams.get('account') ?? undefined;
  const isTemporary = searchParams.get('temporary') === '1';
  const navigate = useNavigate();
  const tokenCheck = useCheckResetToken(token, account);
  const resetMutation = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { field, handleSubmit } = useFields<'password' | 'passwordConfirm'>({
    password: (value) => {
      const required = requiredRule(t, 'auth:fields.newPassword')(value);
      if (required !== true) return required;
      const error = validateNewPassword({ password: value, passwordConfirm: value, token });
      return error && error !== 'REQUIRED' ? newPasswordMessage(t, error) : true;
    },
    passwordConfirm: (value, values) => {
      const required = requiredRule(t, 'auth:fields.confirmPassword')(value);
      if (required !== true) return required;
      return value === values.password ? true : newPasswordMessage(t, 'PASSWORDS_DO_NOT_MATCH');
    },
  });

  // docs/product/sign-in-and-session.md#password-reset: an expired or invalid link shows 'The Link You Followed Has Expired' and goes to /login. Only the
  // server's answer says so (valid: false, or the link refused as malformed); a check that got no answer or failed on
  // the server's side says that instead, with Retry, and the owner keeps the link.
  const leaveExpired = useCallback(() => {
    const notice: LoginNotice = 'linkExpired';
    navigate(paths.login.getHref(), { replace: true, state: { notice } });
  }, [navigate]);
  const isRefused = tokenCheck.isError && isRefusedLink(tokenCheck.error);
  const isExpired = isRefused || tokenCheck.data === false;
  useEffect(() => {
    if (isExpired) leaveExpired();
  }, [isExpired, leaveExpired]);

  useRedirectToLogin(resetMutation.isSuccess);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetMutation.mutateAsync({ token, ...values });
    } catch (error) {
      if (isApiError(error) && error.code === 'TOKEN_INVALID') leaveExpired();
      // docs/product/sign-in-and-session.md#password-reset: a failed set-password shows the generic 'An error occured' under the form, whatever failed (as the
      // reset request does); what the owner typed stays in the fields for another try.
      else setFormError(t('common:errors.generic'));
    }
  });

  if (tokenCheck.isPending || isExpired) return <FullScreenLoader label={t('newPassword.checking')} />;
  if (tokenCheck.isError) {
    return (
      <AuthLayout title={t('newPassword.title')}>
        <LoadFailure error={tokenCheck.error} onRetry={() => void tokenCheck.refetch()} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('newPassword.title')}
      subtitle={isTemporary ? t('newPassword.temporary') : t('newPassword.subtitle')}
    >
      {resetMutation.isSuccess ? (
        <Alert tone="success">{t('newPassword.success')}</Alert>
      ) : (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            hint={t('newPassword.rule')}
            {...field('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            {...field('passwordConfirm')}
          />
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Button type="submit" isFullWidth isLoading={resetMutation.isPending}>
            {t('newPassword.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

/** The server answered and refused the link itself (a 4xx: malformed or unknown), as opposed to no answer or a 5xx. */
function isRefusedLink(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
