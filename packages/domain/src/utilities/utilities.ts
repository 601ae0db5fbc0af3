import { isValidEmail } from '../email.ts';

/** docs/product/settings-property-summary.md#utilities Utility: the kinds the summary lists, in its order. */
export const UTILITY_KINDS = ['internet', 'electricity', 'gas', 'chiller', 'other'] as const;
export type UtilityKind = (typeof UTILITY_KINDS)[number];

/** The provider value meaning "none chosen" (docs/product/settings-property-summary.md#utilities: an account number needs another one). */
export const PROVIDER_NOT_SET = 'Not set';

const PROVIDERS: Record<UtilityKind, readonly string[]> = {
  internet: ['du', 'Etisalat by e&', 'Virgin Mobile'],
  electricity: ['DEWA', 'ADDC', 'AADC', 'SEWA', 'EtihadWE'],
  gas: ['Emirates Gas', 'Lootah Gas', 'ADNOC Distribution', 'Oasis Gas'],
  chiller: ['Empower', 'Emicool', 'Tabreed', 'Lootah District Cooling'],
  other: [],
};

/** The providers offered for a kind; ADDC (Abu Dhabi) is not offered for a Dubai property (docs/product/settings-property-summary.md#utilities). */
export function utilityProviders(kind: UtilityKind, emirate: string): string[] {
  const isDubai = emirate.trim().toLowerCase() === 'dubai';
  return [PROVIDER_NOT_SET, ...PROVIDERS[kind].filter((provider) => !(isDubai && provider === 'ADDC'))];
}

/** docs/product/settings-property-summary.md#utilities: paid_by 0 = the company, 1 = the owner. */
export const PAID_BY_COMPANY = 0;
export const PAID_BY_OWNER = 1;

export const UTILITY_RULE_CODES = [
  'ACCOUNT_NUMBER_REQUIRED',
  'PROVIDER_REQUIRED',
  'EMAIL_REQUIRED',
  'EMAIL_INVALID',
  'NAME_REQUIRED',
  'PROVIDER_UNKNOWN',
  'LINK_INVALID',
] as const;
export type UtilityRuleCode = (typeof UTILITY_RULE_CODES)[number];

export interface UtilityInput {
  kind: UtilityKind;
  /** The owner's answer to "Is there an account?". */
  hasAccount: boolean;
  provider: string;
  /** 'other' utilities: what the expense is called. */
  expenseName?: string | null;
  accountNumber?: string | null;
  email?: string | null;
  /** A link to the bill, when the owner gives one instead of a file. */
  billLink?: string | null;
}

export interface UtilityIssue {
  field: 'account_number' | 'provider' | 'email' | 'expenseName' | 'bill_link';
  code: UtilityRuleCode;
}

/**
 * docs/product/settings-property-summary.md#utilities Utilities: with an account, the account number is required and needs a provider other than 'Not set';
 * without one the company organises it and the owner's e-mail is required. A provider must be one of the kind's list;
 * a link to the bill starts with https://.
 */
export function validateUtility(input: UtilityInput, emirate: string): UtilityIssue[] {
  const issues: UtilityIssue[] = [];
  const accountNumber = input.accountNumber?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  if (input.kind === 'other' && !input.expenseName?.trim())
    issues.push({ field: 'expenseName', code: 'NAME_REQUIRED' });
  if (input.kind !== 'other' && !utilityProviders(input.kind, emirate).includes(input.provider)) {
    issues.push({ field: 'provider', code: 'PROVIDER_UNKNOWN' });
  }
  if (input.hasAccount) {
    if (!accountNumber) issues.push({ field: 'account_number', code: 'ACCOUNT_NUMBER_REQUIRED' });
    else if (input.kind !== 'other' && input.provider === PROVIDER_NOT_SET) {
      issues.push({ field: 'provider', code: 'PROVIDER_REQUIRED' });
    }
  } else if (!email) issues.push({ field: 'email', code: 'EMAIL_REQUIRED' });
  if (email && !isValidEmail(email)) issues.push({ field: 'email', code: 'EMAIL_INVALID' });
  const link = input.billLink?.trim() ?? '';
  if (link && !isHttpsLink(link)) issues.push({ field: 'bill_link', code: 'LINK_INVALID' });
  return issues;
}

/** A bill link is a web address on https, with a host (docs/product/settings-property-summary.md#utilities). */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Bank and account numbers shown masked but for the last 4 characters. */
export function maskTail(last4: string | null | undefined): string | null {
  if (!last4) return null;
  return `•••• ${last4}`;
}
