import { type NewPasswordError, validateEmail } from '@portal/domain';
import type { TFunction } from 'i18next';

type Rule = (value: string) => true | string;

/** docs/product/sign-in-and-session.md#sign-in required text: '{field} field is required. Please enter a valid value.' */
export const requiredRule =
  (t: TFunction, fieldKey: string): Rule =>
  (value) =>
    value.trim() === '' ? t('common:validation.required', { field: t(fieldKey) }) : true;

/** E-mail: required, then valid ('Please enter a valid email'), using the domain rule. */
export const emailRule =
  (t: TFunction): Rule =>
  (value) => {
    const error = validateEmail(value);
    if (error === 'REQUIRED') return t('common:validation.required', { field: t('auth:fields.email') });
    if (error === 'INVALID_EMAIL') return t('common:validation.invalidEmail');
    return true;
  };

/** Words for the domain's new-password codes (REQUIRED is named after the field it concerns). */
export function newPasswordMessage(t: TFunction, error: Exclude<NewPasswordError, 'REQUIRED'>): string {
  return t(`auth:passwordRules.${error}`);
}
