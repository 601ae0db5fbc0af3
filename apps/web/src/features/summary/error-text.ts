import type { ErrorCode } from '@portal/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/index.ts';
import { isOfflineRefusal } from '../../lib/offline/offline-refusal.ts';

/** Refusals of the upload and save calls that this screen puts in words (locales: summary.errors.<CODE>). */
const WORDED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'UNSUPPORTED_FILE_TYPE',
  'FILE_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'FILE_EMPTY',
  'EXPIRY_REQUIRED',
  'EXPIRY_IN_PAST',
  'ISSUE_DATE_REQUIRED',
  'ISSUE_DATE_TOO_OLD',
  'ISSUE_DATE_IN_FUTURE',
  'UTILITY_INVALID',
  'NOT_FOUND',
  'RATE_LIMITED',
]);

/** A failed call in the owner's language: no network, the service down, a known refusal, else the generic text. */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('common:errors.generic');
  if (isOfflineRefusal(error)) return t('offline:refused');
  if (error.code === 'NETWORK_ERROR') return t('common:errors.network');
  if (error.status === 503) return t('common:errors.unavailable');
  if (error.code !== 'HTTP_ERROR' && WORDED.has(error.code)) return t(`summary:errors.${error.code}`);
  return t('common:errors.generic');
}
