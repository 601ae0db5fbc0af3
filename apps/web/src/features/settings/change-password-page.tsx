import { type PasswordChangeField, prepareCredentials, validatePasswordChange } from '@portal/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { browser } from '../../lib/browser.ts';
import { login } from '../../lib/session/password-login.ts';
import { signIn, useSession } from '../../lib/session/session-store.ts';
import { useChangePassword } from './api/change-password.ts';
import { passwordChangeMessage } from './password-change-messages.ts';
import './settings.css';

type Values = Record<PasswordChangeField, string>;
type Errors = Partial<Record<PasswordChangeField, string>>;
const FIELDS: PasswordChangeField[] = ['current', 'next', 'confirm'];
// Survives the reload that follows a change, so the page can say it worked (read once).
const CHANGED_FLAG = 'password-changed';

function takeChangedFlag(): boolean {
  const isChanged = sessionStorage.getItem(CHANGED_FLAG) === '1';
  sessionStorage.removeItem(CHANGED_FLAG);
  return isChanged;
}

/** docs/product/settings.md#change-password: three password fields with show/hide; on success sign in again with the new one and reload. */
export function ChangePasswordPage() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const mutation = useChangePassword();
  const [values, setValues] = useState<Values>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isChanged] = useState(takeChangedFlag);
  const [isSigningIn, setIsSigningIn] = useState(false);
  const inputs = useRef<Partial<Record<PasswordChangeField, HTMLInputElement | null>>>({});

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const issues = validatePasswordChange(values);
    const found: Errors = {};
    for (const field of FIELDS) {
      const code = issues[field];
      if (code) found[field] = passwordChangeMessage(t, field, code);
    }
    showErrors(found);
    if (Object.keys(found).length > 0 || !user) return;
    try {
      await mutation.mutateAsync({
        name: user.name,
        userId: user.userId,
        old: prepareCredentials({ email: user.name, password: values.current }).password,
        new: values.next,
        confirm: values.confirm,
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'INCORRECT_PASSWORD')
        showErrors({ current: t('errors.INCORRECT_PASSWORD') });
      // docs/product/settings.md#change-password: a lockout shows the server's own message.
      else if (isApiError(error) && error.code === 'TOO_MANY_FAILED_LOGIN_ATTEMPTS')
        showErrors({ current: error.detail });
      else if (isApiError(error) && error.code === 'ADMIN_SESSION_NOT_ALLOWED')
        setFormError(t('errors.ADMIN_SESSION_NOT_ALLOWED'));
      else setFormError(t('errors.unknown'));
      return;
    }
    // Every session ended with the change: sign in again with the new password, then reload (docs/product/settings.md#change-password).
    setIsSigningIn(true);
    try {
      signIn(await login({ email: user.name, password: values.next }));
      sessionStorage.setItem(CHANGED_FLAG, '1');
    } catch {
      // The old session is gone; after the reload the sign-in page asks for the new password.
    }
    browser.reload();
  };

  const field = (name: PasswordChangeField, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      hint={hint}
      value={values[name]}
      error={errors[name]}
      ref={(element) => {
        inputs.current[name] = element;
      }}
      onChange={(event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  return (
    <section className="page settings-page">
      <h1 className="settings-page__title">{t('changePassword.title')}</h1>
      {isChanged ? <Alert tone="success">{t('changePassword.success')}</Alert> : null}
      <p className="settings-page__intro">{t('changePassword.intro')}</p>
      <form className="settings-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {field('current', t('changePassword.current'), 'current-password')}
        {field('next', t('changePassword.new'), 'new-password', t('changePassword.rule'))}
        {field('confirm', t('changePassword.confirm'), 'new-password')}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" isFullWidth isLoading={mutation.isPending || isSigningIn}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </section>
  );
}
