import { describe, expect, it } from 'vitest';
import {
  freesSwiftAndAccount,
  ibanIssue,
  isAedOffered,
  lastFour,
  offeredCurrencies,
  PAYOUT_CURRENCIES,
  swiftIssue,
} from './bank.ts';

describe('IBAN (docs/product/settings-surveys.md#bank-details, ISO 13616 mod 97)', () => {
  it.each([
    ['AE070331234567890123456', 'United Arab Emirates'],
    ['GB82WEST12345698765432', 'United Kingdom'],
    ['DE89370400440532013000', 'Germany'],
    ['FR1420041010050500013M02606', 'France'],
    ['SA0380000000608010167519', 'Saudi Arabia'],
    ['NL91ABNA0417164300', 'Netherlands'],
    ['CH9300762011623852957', 'Switzerland'],
    ['ae070331234567890123456', 'lower case is read as capitals'],
  ])('accepts %s (%s)', (iban) => {
    expect(ibanIssue(iban)).toBeNull();
  });

  it.each([
    ['AE07 0331 2345 6789 0123 456', 'INVALID_DETAILS', 'spaces, even in an AE IBAN'],
    ['GB82 WEST 1234 5698 7654 32', 'INVALID_DETAILS', 'spaces'],
    [' DE89370400440532013000', 'INVALID_DETAILS', 'a leading space'],
    ['DE89370400440532013000\t', 'INVALID_DETAILS', 'a tab'],
    ['AE07033123456789012345', 'IBAN_AE_LENGTH', 'AE with 22 characters'],
    ['AE0703312345', 'IBAN_AE_LENGTH', 'AE much too short'],
    ['AE', 'IBAN_AE_LENGTH', 'only the country'],
    ['ae0703312345', 'IBAN_AE_LENGTH', 'lower-case ae too'],
    ['AE080331234567890123456', 'INVALID_IBAN', 'AE with 23 characters but a wrong checksum'],
    ['AE0703312345678901234567', 'INVALID_IBAN', 'AE with 24 characters (the country has 23)'],
    ['GB82WEST12345698765431', 'INVALID_IBAN', 'GB with one digit changed'],
    ['DE89370400440532013001', 'INVALID_IBAN', 'DE with one digit changed'],
    ['DE8937040044053201300', 'INVALID_IBAN', 'DE one character short'],
    ['SA0380000000608010167518', 'INVALID_IBAN', 'SA with one digit changed'],
    ['XX82WEST12345698765432', 'INVALID_IBAN', 'no such country'],
    ['GB82-WEST-1234', 'INVALID_IBAN', 'punctuation'],
  ])('refuses %s with %s (%s)', (iban, code) => {
    expect(ibanIssue(iban)).toBe(code);
  });

  it.each([
    ['AE070331234567890123456', true],
    ['ae070331234567890123456', true],
    // Too short is the IBAN's own error; swift and account number are still not asked for (docs/product/settings-surveys.md#bank-details).
    ['AE07033123456789012345', true],
    [' AE07', true],
    ['GB82WEST12345698765432', false],
    [null, false],
    ['', false],
  ])('an AE IBAN (%s) frees swift and account number: %s', (iban, expected) => {
    expect(freesSwiftAndAccount(iban)).toBe(expected);
  });
});

describe('swift (6 letters, 2 alphanumerics, an optional 3)', () => {
  it.each(['BOFAUS3N', 'BOFAUS3NXXX', 'NBADAEAA', 'EBILAEAD', 'DEUTDEFF500', 'deutdeff', 'ABCDEF12', 'ABCDEFA1B2C'])(
    'accepts %s',
    (swift) => {
      expect(swiftIssue(swift)).toBeNull();
    },
  );

  it.each([
    ['BOFA US3N', 'INVALID_DETAILS'],
    ['BOFAUS3N ', 'INVALID_DETAILS'],
    ['BOFAU3NX', 'INVALID_SWIFT'],
    ['1OFAUS3N', 'INVALID_SWIFT'],
    ['BOFAUS3', 'INVALID_SWIFT'],
    ['BOFAUS3NX', 'INVALID_SWIFT'],
    ['BOFAUS3NXX', 'INVALID_SWIFT'],
    ['BOFAUS3NXXXX', 'INVALID_SWIFT'],
    ['BOFAUS-N', 'INVALID_SWIFT'],
    ['', 'INVALID_SWIFT'],
  ])('refuses %j with %s', (swift, code) => {
    expect(swiftIssue(swift)).toBe(code);
  });
});

describe('AED is offered only for an AE IBAN or a BOFAUS swift', () => {
  it.each([
    ['AE070331234567890123456', null, true],
    ['AE07', null, true],
    [null, 'BOFAUS3N', true],
    [null, 'bofaus3nxxx', true],
    ['GB82WEST12345698765432', 'BOFAUS3N', true],
    ['GB82WEST12345698765432', 'NBADAEAA', false],
    ['GB82WEST12345698765432', null, false],
    [null, 'BOFAGB22', false],
    [null, null, false],
  ])('iban %s, swift %s → %s', (iban, swift, expected) => {
    expect(isAedOffered(iban, swift)).toBe(expected);
    expect(offeredCurrencies(PAYOUT_CURRENCIES, iban, swift).includes('AED')).toBe(expected);
  });

  it('offers the other five currencies always, in their order', () => {
    expect(offeredCurrencies(PAYOUT_CURRENCIES, null, null)).toEqual(['USD', 'EUR', 'RUB', 'GBP', 'SAR']);
    expect(offeredCurrencies(PAYOUT_CURRENCIES, 'AE070331234567890123456', null)).toEqual([...PAYOUT_CURRENCIES]);
  });
});

describe('masked numbers', () => {
  it.each([
    ['AE070331234567890123456', '3456'],
    ['12 34 56', '3456'],
    ['123', '123'],
  ])('%s shows as its last four: %s', (value, expected) => {
    expect(lastFour(value)).toBe(expected);
  });
});
