import { isLocalDate } from '../dates/local-date.ts';
import { isValidEmail } from '../email.ts';
import { hasBlank, ibanIssue, isAedOffered, swiftIssue } from './bank.ts';
import type { AnswerValue, FieldValidation, SurveyFieldCode } from './types.ts';

/** docs/product/settings-surveys.md#field-rules: text answers are required unless the field is one of these (or the definition says otherwise). */
export const EXEMPT_FIELD_IDS: ReadonlySet<string> = new Set([
  'account_route_code',
  'account_sort_code',
  'secondary_email',
  'secondary_phone',
  'account_address',
  'transfer_payout',
]);

const ACCOUNT_NUMBER_MAX_LENGTH = 34;

// docs/product/settings-surveys.md#field-rules: digits, spaces and plus only (and at least one digit, so '+' alone is not a phone number).
const PHONE_PATTERN = /^[0-9+ ]*[0-9][0-9+ ]*$/;

/** The bank answers of a section that other bank rules depend on. */
export interface BankContext {
  iban: string | null;
  swift: string | null;
}

/** The issue of one text answer under a validation, or null. */
export function textIssue(
  validation: FieldValidation | undefined,
  value: string,
  bank: BankContext,
): SurveyFieldCode | null {
  if (validation === undefined) return null;
  if (typeof validation === 'object') return matchesPattern(validation.pattern, value) ? null : 'INVALID_FORMAT';
  switch (validation) {
    case 'email':
      return isValidEmail(value) ? null : 'INVALID_EMAIL';
    case 'phone':
      return PHONE_PATTERN.test(value.trim()) ? null : 'INVALID_PHONE';
    case 'date':
      return isLocalDate(value.trim()) ? null : 'INVALID_DATE';
    case 'iban':
      return ibanIssue(value);
    case 'swift':
      return swiftIssue(value);
    case 'accountNumber':
      return hasBlank(value) || value.length > ACCOUNT_NUMBER_MAX_LENGTH ? 'INVALID_DETAILS' : null;
    case 'bankCode':
      return hasBlank(value) ? 'INVALID_DETAILS' : null;
    case 'currency':
      return value === 'AED' && !isAedOffered(bank.iban, bank.swift) ? 'CURRENCY_NOT_OFFERED' : null;
  }
}

const compiled = new Map<string, RegExp | null>();

/** A company-written pattern; one that does not compile matches nothing (checkDefinition refuses it up front). */
export function compilePattern(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) {
    try {
      compiled.set(pattern, new RegExp(`^(?:${pattern})$`, 'u'));
    } catch {
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern) ?? null;
}

function matchesPattern(pattern: string, value: string): boolean {
  return compilePattern(pattern)?.test(value.trim()) ?? false;
}

/** Bank identifiers are compared and stored in capitals without surrounding blanks. */
export function normalizeText(validation: FieldValidation | undefined, value: string): string {
  if (validation === 'iban' || validation === 'swift') return value.trim().toUpperCase();
  return value.trim();
}

export function textOf(value: AnswerValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}
