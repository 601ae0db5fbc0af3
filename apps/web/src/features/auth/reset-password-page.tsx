import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { emailRule } from './validation.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const resetMutation = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => resetMutation.mutate(values.email.trim()));

  return (
    <AuthLayout title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      {resetMutation.isSuccess ? (
        <Alert tone="success">{t('resetPassword.success', { email: resetMutation.variables })}</Alert>
      ) : (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            error={errors.email?.message}
            {...register('email', { validate: emailRule(t) })}
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
