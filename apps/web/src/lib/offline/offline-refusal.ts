import { onlineManager } from '@tanstack/react-query';
import { ApiError, isApiError } from '../api/api-error.ts';

/** What a write made without a network fails with (decision 099): nothing is queued, the form keeps its values. */
export const OFFLINE_REFUSAL = 'OFFLINE';

export function offlineRefusal(): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', rawCode: OFFLINE_REFUSAL, detail: 'offline' });
}

export function isOfflineRefusal(error: unknown): boolean {
  return isApiError(error) && error.rawCode === OFFLINE_REFUSAL;
}

/** Throws the refusal when the device has no network; a write calls it before sending anything. */
export function refuseWhenOffline(): void {
  if (!onlineManager.isOnline()) throw offlineRefusal();
}
