import type { PasswordChangeCode } from '@portal/domain';
import type { TFunction } from 'i18next';

const FIELD_LABELS = {
  current: 'changePassword.current',
  next: 'changePassword.new',
  confirm: 'changePassword.confirm',
};

/** The words for a change-password code, in the owner's language (the required text names its field). */
export function passwordChangeMessage(
  t: TFunction,
  field: keyof typeof FIELD_LABELS,
  code: PasswordChangeCode,
): string {
  if (code === 'REQUIRED') return t('common:validation.required', { field: t(`settings:${FIELD_LABELS[field]}`) });
  return t(`settings:errors.${code}`);
}
