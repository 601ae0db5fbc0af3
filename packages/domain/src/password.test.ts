import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordIssues, validateNewPassword, validatePasswordChange } from './password.ts';

describe('password strength (docs/product/sign-in-and-session.md#password-rules)', () => {
  it('accepts a password with 8+ characters, upper, lower, digit and one of #?!@$%^&*-', () => {
    for (const password of ['Owner#2026', 'Abcdefg1!', 'xY9-xxxx', 'Passw0rd^', 'Aa1$aaaa']) {
      expect(passwordIssues(password), password).toEqual([]);
      expect(isStrongPassword(password)).toBe(true);
    }
  });

  it('names every missing part, in a stable order', () => {
    expect(passwordIssues('')).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NO_UPPERCASE',
      'PASSWORD_NO_LOWERCASE',
      'PASSWORD_NO_DIGIT',
      'PASSWORD_NO_SPECIAL',
    ]);
    expect(passwordIssues('Aa1#aaa')).toEqual(['PASSWORD_TOO_SHORT']);
    expect(passwordIssues('aaaa1#aaa')).toEqual(['PASSWORD_NO_UPPERCASE']);
    expect(passwordIssues('AAAA1#AAA')).toEqual(['PASSWORD_NO_LOWERCASE']);
    expect(passwordIssues('Aaaaa#aaa')).toEqual(['PASSWORD_NO_DIGIT']);
    // '_' and '+' are not in the special set.
    expect(passwordIssues('Aaaa1_aa+a')).toEqual(['PASSWORD_NO_SPECIAL']);
  });

  it('refuses a dot or a comma even when everything else is there', () => {
    expect(passwordIssues('Owner#2026.')).toEqual(['PASSWORD_HAS_DOT_OR_COMMA']);
    expect(passwordIssues('Owner#20,26')).toEqual(['PASSWORD_HAS_DOT_OR_COMMA']);
  });

  it('counts exactly 8 characters as long enough', () => {
    expect(passwordIssues('Aa1#aaaa')).toEqual([]);
  });
});

describe('new-password form (docs/product/sign-in-and-session.md#password-rules)', () => {
  const strong = 'Fresh#Start9';
  it('requires both fields', () => {
    expect(validateNewPassword({ password: '', passwordConfirm: strong })).toBe('REQUIRED');
    expect(validateNewPassword({ password: strong, passwordConfirm: '' })).toBe('REQUIRED');
  });

  it('checks strength before the match, then the match, then the token', () => {
    expect(validateNewPassword({ password: 'weak', passwordConfirm: 'other' })).toBe('PASSWORD_TOO_SHORT');
    expect(validateNewPassword({ password: strong, passwordConfirm: `${strong}x` })).toBe('PASSWORDS_DO_NOT_MATCH');
    expect(validateNewPassword({ password: strong, passwordConfirm: strong, token: strong })).toBe(
      'PASSWORD_EQUALS_TOKEN',
    );
    expect(validateNewPassword({ password: strong, passwordConfirm: strong, token: 'abc' })).toBeNull();
  });
});

describe('change-password form (docs/product/settings.md#change-password)', () => {
  const strong = 'Fresh#Start9';
  it.each([
    [
      { current: '', next: '', confirm: '' },
      { current: 'REQUIRED', next: 'REQUIRED', confirm: 'REQUIRED' },
    ],
    [{ current: 'Owner#2026', next: 'short1#A', confirm: 'short1#A' }, {}],
    [{ current: 'Owner#2026', next: 'weak', confirm: 'weak' }, { next: 'PASSWORD_TOO_SHORT' }],
    [{ current: 'Owner#2026', next: 'fresh#start9', confirm: 'fresh#start9' }, { next: 'PASSWORD_NO_UPPERCASE' }],
    [{ current: 'Owner#2026', next: 'FRESH#START9', confirm: 'FRESH#START9' }, { next: 'PASSWORD_NO_LOWERCASE' }],
    [{ current: 'Owner#2026', next: 'Fresh#Start', confirm: 'Fresh#Start' }, { next: 'PASSWORD_NO_DIGIT' }],
    [{ current: 'Owner#2026', next: 'FreshStart9', confirm: 'FreshStart9' }, { next: 'PASSWORD_NO_SPECIAL' }],
    [{ current: 'Owner#2026', next: 'Fresh#Start.9', confirm: 'Fresh#Start.9' }, { next: 'PASSWORD_HAS_DOT_OR_COMMA' }],
    [{ current: 'Owner#2026', next: 'Fresh#Start,9', confirm: 'Fresh#Start,9' }, { next: 'PASSWORD_HAS_DOT_OR_COMMA' }],
    [{ current: strong, next: strong, confirm: strong }, { next: 'PASSWORD_UNCHANGED' }],
    [{ current: 'Owner#2026', next: strong, confirm: `${strong}!` }, { confirm: 'PASSWORDS_DO_NOT_MATCH' }],
    [{ current: 'Owner#2026', next: strong, confirm: '' }, { confirm: 'REQUIRED' }],
    [{ current: '', next: strong, confirm: strong }, { current: 'REQUIRED' }],
  ])('%j → %j', (input, expected) => {
    expect(validatePasswordChange(input)).toEqual(expected);
  });
});
