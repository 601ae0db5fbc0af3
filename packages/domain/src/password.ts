export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';

export type PasswordIssue =
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_NO_UPPERCASE'
  | 'PASSWORD_NO_LOWERCASE'
  | 'PASSWORD_NO_DIGIT'
  | 'PASSWORD_NO_SPECIAL'
  | 'PASSWORD_HAS_DOT_OR_COMMA';

/** The strength rule of docs/product/sign-in-and-session.md#password-rules: every issue the password has, in a stable order. */
export function passwordIssues(password: string): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) issues.push('PASSWORD_TOO_SHORT');
  if (!/[A-Z]/.test(password)) issues.push('PASSWORD_NO_UPPERCASE');
  if (!/[a-z]/.test(password)) issues.push('PASSWORD_NO_LOWERCASE');
  if (!/[0-9]/.test(password)) issues.push('PASSWORD_NO_DIGIT');
  if (![...PASSWORD_SPECIAL_CHARACTERS].some((c) => password.includes(c))) issues.push('PASSWORD_NO_SPECIAL');
  if (/[.,]/.test(password)) issues.push('PASSWORD_HAS_DOT_OR_COMMA');
  return issues;
}

export function isStrongPassword(password: string): boolean {
  return passwordIssues(password).length === 0;
}

export type NewPasswordError = PasswordIssue | 'REQUIRED' | 'PASSWORDS_DO_NOT_MATCH' | 'PASSWORD_EQUALS_TOKEN';

/** The new-password form of docs/product/sign-in-and-session.md#password-rules: both required, strong, matching, and not equal to the reset token. */
export function validateNewPassword(input: {
  password: string;
  passwordConfirm: string;
  token?: string;
}): NewPasswordError | null {
  if (!input.password || !input.passwordConfirm) return 'REQUIRED';
  const [firstIssue] = passwordIssues(input.password);
  if (firstIssue) return firstIssue;
  if (input.password !== input.passwordConfirm) return 'PASSWORDS_DO_NOT_MATCH';
  if (input.token !== undefined && input.password === input.token) return 'PASSWORD_EQUALS_TOKEN';
  return null;
}

export type PasswordChangeField = 'current' | 'next' | 'confirm';
export type PasswordChangeCode = 'REQUIRED' | PasswordIssue | 'PASSWORD_UNCHANGED' | 'PASSWORDS_DO_NOT_MATCH';
export type PasswordChangeIssues = Partial<Record<PasswordChangeField, PasswordChangeCode>>;

/**
 * The change-password form of docs/product/settings.md#change-password: all three required; the new one strong and different from the current
 * one; the confirmation equal to it. One code per field (the first that applies), so each field shows one message.
 */
export function validatePasswordChange(input: {
  current: string;
  next: string;
  confirm: string;
}): PasswordChangeIssues {
  const issues: PasswordChangeIssues = {};
  if (!input.current) issues.current = 'REQUIRED';
  const [strength] = passwordIssues(input.next);
  if (!input.next) issues.next = 'REQUIRED';
  else if (strength) issues.next = strength;
  else if (input.next === input.current) issues.next = 'PASSWORD_UNCHANGED';
  if (!input.confirm) issues.confirm = 'REQUIRED';
  else if (input.confirm !== input.next) issues.confirm = 'PASSWORDS_DO_NOT_MATCH';
  return issues;
}
