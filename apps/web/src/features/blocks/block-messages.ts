import { type ErrorCode, isErrorCode } from '@portal/contract';
import type { BlockField, BlockIssue } from '@portal/domain';
import type { LOCALES } from '@portal/i18n';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/index.ts';
import { isOfflineRefusal } from '../../lib/offline/offline-refusal.ts';
import { formatDay, formatTimeOfDay } from './time-format.ts';

/** docs/product/owner-stays.md#refusals-and-messages: the first check-out message comes first, then the others in order. */
export function firstIssue(issues: BlockIssue[]): BlockIssue | undefined {
  return issues.find((issue) => issue.field === 'toDate' || issue.field === 'toTime') ?? issues[0];
}

export function fieldLabel(field: BlockField, t: TFunction): string {
  return t(`ownerStay:fields.${field}`);
}

/** The words for a rule code in the owner's language (the shared ownerStay texts the server's detail uses too). */
export function issueText(issue: BlockIssue, t: TFunction, language: string): string {
  return t(`ownerStay:codes.${issue.code}`, {
    field: fieldLabel(issue.field, t),
    minTime: issue.minTime ? formatTimeOfDay(issue.minTime, language) : '',
    maxTime: issue.maxTime ? formatTimeOfDay(issue.maxTime, language) : '',
    minDate: issue.minDate ? formatDay(issue.minDate, language) : '',
  });
}

/** A registry code with words in ownerStay.codes: a code missing from either is a type error in the set below. */
type TranslatedCode = ErrorCode & keyof (typeof LOCALES)['en']['ownerStay']['codes'];

/** Codes whose text needs no bounds: these are shown in the owner's language; others as the server wrote them. */
const PLAIN_CODES: ReadonlySet<ErrorCode> = new Set<TranslatedCode>([
  'INVALID_TIME',
  'INVALID_DATE',
  'CHECKOUT_BEFORE_CHECKIN',
  'DATE_OUTSIDE_MONTH',
  'CHECK_IN_LOCKED',
  'PAST_RESERVATION',
  'CANNOT_REMOVE_RESERVATION',
  'TERMINATION_PERIOD',
  'PROPERTY_ALREADY_RESERVED',
  'DATE_TOO_FAR',
  'STAY_TOO_LONG',
  'CONCURRENT_UPDATE',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
]);

function codeText(code: string, fallback: string, t: TFunction): string {
  return isErrorCode(code) && PLAIN_CODES.has(code) ? t(`ownerStay:codes.${code}`) : fallback;
}

/**
 * docs/product/owner-stays.md#refusals-and-messages "Block errors": the first checkOut validation message, else the other validation messages, else the
 * detail, else 'Error - please contact support'.
 */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (isOfflineRefusal(error)) return t('offline:refused');
  if (!isApiError(error) || error.status === 0) return t('codes.generic');
  const checkOut = error.validation.find((issue) => issue.path.endsWith('checkOut'));
  const first = checkOut ?? error.validation[0];
  if (first) return codeText(first.code, first.message || t('codes.generic'), t);
  if (error.detail) return codeText(error.code, error.detail, t);
  return t('codes.generic');
}
