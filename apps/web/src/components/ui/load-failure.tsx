import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** The request never got an answer (offline, DNS, refused, timed out): worth a retry, and not "not found". */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.code === 'NETWORK_ERROR';
}

/** The server answered 404: the thing does not exist or is not the owner's (both answer alike). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
  /** What a real 404 shows (e.g. 'Reservation not found'); without it a 404 shows the generic failure. */
  notFound?: ReactNode;
  /** What any failure the server answered (or an unreadable answer) shows instead of the generic text (docs/product/help.md#faq FAQ). */
  failure?: ReactNode;
}

/**
 * One way every screen tells a failed load apart: no answer → "Couldn't reach the server" with Retry;
 * a 404 → the screen's own not-found text; a 503 (database down or full) → "briefly unavailable" with Retry;
 * anything else → the generic error (or the screen's own failure text) with Retry.
 */
export function LoadFailure({ error, onRetry, notFound, failure }: LoadFailureProps) {
  const { t } = useTranslation('common');
  if (notFound !== undefined && isNotFoundError(error)) return <Alert tone="error">{notFound}</Alert>;
  const title = isNetworkFailure(error)
    ? t('errors.network')
    : failure !== undefined
      ? failure
      : isApiError(error) && error.status === 503
        ? t('errors.unavailable')
        : t('errors.generic');
  return (
    <Alert tone="error" title={title} className="load-failure">
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
