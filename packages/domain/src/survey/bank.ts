import { isValidIBAN } from 'ibantools';

/** docs/product/settings-surveys.md#bank-details: the currencies a payout can be made in. */
export const PAYOUT_CURRENCIES = ['AED', 'USD', 'EUR', 'RUB', 'GBP', 'SAR'] as const;
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

/** docs/product/settings-surveys.md#bank-details: an IBAN of the United Arab Emirates has at least this many characters. */
export const AE_IBAN_MIN_LENGTH = 23;
/** AED payouts are offered to a swift of this bank even without an AE IBAN (docs/product/settings-surveys.md#bank-details). */
export const AED_SWIFT_PREFIX = 'BOFAUS';

// docs/product/settings-surveys.md#bank-details: 6 letters (bank and country), 2 letters or digits (location), then an optional 3 (branch).
const SWIFT_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** Bank fields must not contain spaces (docs/product/settings-surveys.md#bank-details); tabs and other blanks count too. */
export function hasBlank(value: string): boolean {
  return /\s/.test(value);
}

export function isAeIban(iban: string): boolean {
  return iban.trim().toUpperCase().startsWith('AE');
}

export type IbanIssue = 'INVALID_DETAILS' | 'IBAN_AE_LENGTH' | 'INVALID_IBAN';

/**
 * docs/product/settings-surveys.md#bank-details in order: no spaces; an AE IBAN at least 23 characters; then the country's length and the
 * ISO 13616 mod-97 checksum (ibantools).
 */
export function ibanIssue(iban: string): IbanIssue | null {
  if (hasBlank(iban)) return 'INVALID_DETAILS';
  const upper = iban.toUpperCase();
  if (isAeIban(upper) && upper.length < AE_IBAN_MIN_LENGTH) return 'IBAN_AE_LENGTH';
  return isValidIBAN(upper) ? null : 'INVALID_IBAN';
}

export type SwiftIssue = 'INVALID_DETAILS' | 'INVALID_SWIFT';

export function swiftIssue(swift: string): SwiftIssue | null {
  if (hasBlank(swift)) return 'INVALID_DETAILS';
  return SWIFT_PATTERN.test(swift.toUpperCase()) ? null : 'INVALID_SWIFT';
}

/**
 * With an AE IBAN the swift and the account number are not needed (docs/product/settings-surveys.md#bank-details, "For AE IBANs, swift and account
 * number are not required"): as soon as the IBAN starts with AE, as AED is offered, whether or not it is long enough
 * yet. A short one is refused on its own field ('Please provide IBAN with 23 digits'), so nothing incomplete is kept.
 */
export function freesSwiftAndAccount(iban: string | null | undefined): boolean {
  return typeof iban === 'string' && isAeIban(iban);
}

/** AED is offered only for an AE IBAN or a swift starting with BOFAUS (docs/product/settings-surveys.md#bank-details). */
export function isAedOffered(iban: string | null | undefined, swift: string | null | undefined): boolean {
  const isAe = typeof iban === 'string' && isAeIban(iban);
  const isBofa = typeof swift === 'string' && swift.trim().toUpperCase().startsWith(AED_SWIFT_PREFIX);
  return isAe || isBofa;
}

/** The currencies of `options` the owner may pick, given the IBAN and swift typed so far. */
export function offeredCurrencies<T extends string>(
  options: readonly T[],
  iban: string | null | undefined,
  swift: string | null | undefined,
): T[] {
  const aed = isAedOffered(iban, swift);
  return options.filter((option) => option !== 'AED' || aed);
}

/** What the screens may show of an IBAN or account number once it is stored (decision 029). */
export function lastFour(value: string): string {
  return value.replace(/\s/g, '').slice(-4);
}
