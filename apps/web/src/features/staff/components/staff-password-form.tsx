import type { StaffLoginResponse } from '@portal/contract/staff';
import { LOGIN_FAILURE_WINDOW_MINUTES } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useFields } from '../../../lib/forms/use-fields.ts';
import { useStaffSignIn } from '../api/sign-in.ts';

/** The console's first step: e-mail and password, which lead to the second factor. */
export function StaffPasswordForm({
  isExpired = false,
  onSubmitting,
  onPassed,
}: {
  isExpired?: boolean | undefined;
  /** The password is on its way: the next step's code can start loading beside it. */
  onSubmitting?: () => void;
  onPassed: (signIn: StaffLoginResponse) => void;
}) {
  const { t } = useTranslation('staff');
  const signIn = useStaffSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  // What react-hook-form's `required` did: an empty field (spaces count as typed) shows the message.
  const required = (value: string) => (value === '' ? t('login.required') : true);
  const { field, handleSubmit } = useFields({ email: required, password: required });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    onSubmitting?.();
    try {
      onPassed(await signIn.mutateAsync({ email: values.email.trim(), password: values.password }));
    } catch (error) {
      if (isApiError(error) && error.code === 'TOO_MANY_FAILED_LOGIN_ATTEMPTS')
        setFormError(t('login.lockedOut', { minutes: LOGIN_FAILURE_WINDOW_MINUTES }));
      else if (isApiError(error) && error.status >= 400 && error.status < 500) setFormError(t('login.failed'));
      else setFormError(t('errors.action'));
    }
  });

  return (
    <form className="staff-form" noValidate onSubmit={onSubmit}>
      {/* Only after the second step, whose chunk registered these texts. */}
      {isExpired ? <Alert tone="warning">{t('staffSecurity:errors.TOKEN_INVALID')}</Alert> : null}
      <TextField label={t('login.email')} type="email" autoComplete="username" {...field('email')} />
      <PasswordField label={t('login.password')} autoComplete="current-password" {...field('password')} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" isFullWidth isLoading={signIn.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
