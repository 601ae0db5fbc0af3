import { describe, expect, it } from 'vitest';
import { maskTail, PROVIDER_NOT_SET, utilityProviders, validateUtility } from './utilities.ts';

describe('utility providers (docs/product/settings-property-summary.md#utilities)', () => {
  it('leaves ADDC out of the electricity/water list for a Dubai property', () => {
    expect(utilityProviders('electricity', 'Dubai')).not.toContain('ADDC');
    expect(utilityProviders('electricity', 'Dubai')).toContain('DEWA');
    expect(utilityProviders('electricity', 'Abu Dhabi')).toContain('ADDC');
    expect(utilityProviders('internet', 'Dubai')[0]).toBe(PROVIDER_NOT_SET);
  });
});

describe('utility validation (docs/product/settings-property-summary.md#utilities)', () => {
  const base = { kind: 'electricity' as const, provider: 'DEWA', hasAccount: true, accountNumber: '2045551234' };

  it.each([
    ['an account with number and provider', base, []],
    ['an account without a number', { ...base, accountNumber: ' ' }, ['account_number:ACCOUNT_NUMBER_REQUIRED']],
    [
      'an account number with provider Not set',
      { ...base, provider: PROVIDER_NOT_SET },
      ['provider:PROVIDER_REQUIRED'],
    ],
    ['no account and no e-mail', { ...base, hasAccount: false, accountNumber: null }, ['email:EMAIL_REQUIRED']],
    ['no account with the owner e-mail', { ...base, hasAccount: false, email: 'o@example.com' }, []],
    ['a malformed e-mail', { ...base, email: 'nope' }, ['email:EMAIL_INVALID']],
    ['ADDC on a Dubai property', { ...base, provider: 'ADDC' }, ['provider:PROVIDER_UNKNOWN']],
    [
      'an other expense without a name',
      { kind: 'other' as const, provider: '', hasAccount: true, accountNumber: 'X1' },
      ['expenseName:NAME_REQUIRED'],
    ],
    ['a bill link on https', { ...base, billLink: 'https://dewa.gov.ae/bill/1' }, []],
    ['a bill link on plain http', { ...base, billLink: 'http://dewa.gov.ae/bill/1' }, ['bill_link:LINK_INVALID']],
    ['a bill link that is not an address', { ...base, billLink: 'not a url' }, ['bill_link:LINK_INVALID']],
  ])('%s', (_, input, expected) => {
    expect(validateUtility(input, 'Dubai').map((issue) => `${issue.field}:${issue.code}`)).toEqual(expected);
  });

  it('masks all but the last 4 characters', () => {
    expect(maskTail('6789')).toBe('•••• 6789');
    expect(maskTail(null)).toBeNull();
  });
});
