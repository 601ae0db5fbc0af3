import { SUPPORT_MAIL_PER_HOUR } from '@portal/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/index.ts';
import { isOfflineRefusal } from '../../lib/offline/offline-refusal.ts';

/** docs/product/help.md#support-form: a failed send is said under the message field, in the reader's language, never the server's English. */
export function supportErrorText(error: unknown, t: TFunction): string {
  if (isOfflineRefusal(error)) return t('offline:refused');
  if (isApiError(error) && error.code === 'RATE_LIMITED') {
    return t('help:contact.errors.rateLimited', { limit: SUPPORT_MAIL_PER_HOUR });
  }
  if (isApiError(error) && error.code === 'NETWORK_ERROR') return t('common:errors.network');
  return t('help:contact.errors.failed');
}
