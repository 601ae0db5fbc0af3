import { LOGIN_FAILURE_WINDOW_MINUTES } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSelector } from '../../../components/language-selector.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { type StaffSignInInput, useStaffSignIn } from '../api/sign-in.ts';

export function StaffLoginPage() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const signIn = useStaffSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StaffSignInInput>({ defaultValues: { email: '', password: '' } });
  const required = { required: t('login.required') };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
      navigate(paths.staff.getHref(), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'TOO_MANY_FAILED_LOGIN_ATTEMPTS')
        setFormError(t('login.lockedOut', { minutes: LOGIN_FAILURE_WINDOW_MINUTES }));
      else if (isApiError(error) && error.status >= 400 && error.status < 500) setFormError(t('login.failed'));
      else setFormError(t('errors.action'));
    }
  });

  return (
    <main className="staff-login">
      <div className="staff-login__card">
        <div className="staff-login__language">
          <LanguageSelector />
        </div>
        <h1>{t('login.title')}</h1>
        <p className="staff-muted">{t('login.subtitle')}</p>
        <form className="staff-form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register('email', required)}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', required)}
          />
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Button type="submit" isFullWidth isLoading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        </form>
      </div>
    </main>
  );
}
