export const EMAIL_MAX_LENGTH = 254;

// Deliberately simple: one @, a dot in the domain, no spaces. Deliverability is proven by the reset mail.
const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;.]{2,}$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** How an e-mail is compared and stored: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export type EmailError = 'REQUIRED' | 'INVALID_EMAIL';

export function validateEmail(value: string): EmailError | null {
  if (value.trim() === '') return 'REQUIRED';
  return isValidEmail(value) ? null : 'INVALID_EMAIL';
}

/** docs/product/sign-in-and-session.md#sign-in sign-in: the e-mail is trimmed and commas are removed from the password before sending. */
export function prepareCredentials(input: { email: string; password: string }): { email: string; password: string } {
  return { email: input.email.trim(), password: input.password.replaceAll(',', '') };
}
