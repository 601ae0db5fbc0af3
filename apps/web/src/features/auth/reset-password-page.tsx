import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useFields } from '../../lib/forms/use-fields.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { useRedirectToLogin } from './use-redirect-to-login.ts';
import { emailRule } from './validation.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const resetMutation = useRequestPasswordReset();
  const { field, handleSubmit } = useFields({ email: emailRule(t) });

  const onSubmit = handleSubmit((values) => resetMutation.mutate(values.email.trim()));
  // docs/product/sign-in-and-session.md#password-reset: after a successful request the confirmation shows, then the owner goes to /login after 3 seconds.
  useRedirectToLogin(resetMutation.isSuccess, 'resetRequested');

  return (
    <AuthLayout title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      {resetMutation.isSuccess ? (
        <Alert tone="success">
          <p>{t('resetPassword.success', { email: resetMutation.variables })}</p>
          <p>{t('resetPassword.redirecting')}</p>
        </Alert>
      ) : (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            {...field('email')}
          />
          {resetMutation.isError ? (
            <Alert tone="error">
              {isApiError(resetMutation.error) && resetMutation.error.code === 'RATE_LIMITED'
                ? t('common:errors.rateLimited')
                : t('common:errors.generic')}
            </Alert>
          ) : null}
          <Button type="submit" isFullWidth isLoading={resetMutation.isPending}>
            {t('resetPassword.submit')}
          </Button>
        </form>
      )}
      <div className="auth-form__links">
        <Link to={paths.login.getHref()}>{t('resetPassword.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
