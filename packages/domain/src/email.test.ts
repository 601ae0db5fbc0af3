import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail, prepareCredentials, validateEmail } from './email.ts';

describe('e-mail validation (docs/product/sign-in-and-session.md#sign-in)', () => {
  it('accepts ordinary addresses, with surrounding spaces trimmed', () => {
    for (const email of ['owner@example.com', '  owner@example.com ', 'first.last+tag@mail.example.co.uk']) {
      expect(isValidEmail(email), email).toBe(true);
      expect(validateEmail(email)).toBeNull();
    }
  });

  it('refuses what cannot be an address', () => {
    for (const email of [
      'owner',
      'owner@',
      '@example.com',
      'owner@example',
      'ow ner@example.com',
      'a@b.c',
      'a,b@c.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
      expect(validateEmail(email)).toBe('INVALID_EMAIL');
    }
  });

  it('says REQUIRED for an empty or blank value, and refuses over-long addresses', () => {
    expect(validateEmail('')).toBe('REQUIRED');
    expect(validateEmail('   ')).toBe('REQUIRED');
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('normalizes for comparison: trimmed and lower-cased', () => {
    expect(normalizeEmail('  Owner@Example.COM ')).toBe('owner@example.com');
  });
});

describe('sign-in credentials (docs/product/sign-in-and-session.md#sign-in)', () => {
  it('trims the e-mail and removes commas from the password before sending', () => {
    expect(prepareCredentials({ email: '  owner@example.com ', password: 'Own,er#20,26' })).toEqual({
      email: 'owner@example.com',
      password: 'Owner#2026',
    });
  });
});
