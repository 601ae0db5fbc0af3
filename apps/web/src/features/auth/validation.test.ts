import { passwordIssues, validateNewPassword } from '@portal/domain';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { emailRule, newPasswordMessage, requiredRule } from './validation.ts';

let t: TFunction;
beforeAll(() => {
  t = i18n.t.bind(i18n) as TFunction;
});

describe('the domain rules speak the spec words in English', () => {
  it('e-mail: required, then "Please enter a valid email"', () => {
    expect(emailRule(t)('')).toBe('E-mail field is required. Please enter a valid value.');
    expect(emailRule(t)('owner@')).toBe('Please enter a valid email');
    expect(emailRule(t)(' owner@example.com ')).toBe(true);
  });

  it('required fields: "{field} field is required. Please enter a valid value."', () => {
    expect(requiredRule(t, 'auth:fields.password')(' ')).toBe(
      'Password field is required. Please enter a valid value.',
    );
  });

  it('new password: "Passwords do not match" and a message for every strength code', () => {
    const mismatch = validateNewPassword({ password: 'Fresh#Start9', passwordConfirm: 'Fresh#Start8' });
    expect(mismatch).toBe('PASSWORDS_DO_NOT_MATCH');
    if (mismatch && mismatch !== 'REQUIRED') expect(newPasswordMessage(t, mismatch)).toBe('Passwords do not match');
    for (const code of passwordIssues('')) {
      const text = newPasswordMessage(t, code);
      expect(text, code).not.toContain('passwordRules.');
      expect(text.length).toBeGreaterThan(10);
    }
  });
});
