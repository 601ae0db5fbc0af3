import { ERROR_REPORT_SAMPLE_RATE } from '@portal/domain';
import { ownApi } from './api/clients.ts';
import { browser } from './browser.ts';

const LIMITS = { message: 2000, stack: 8000, url: 2000, userAgent: 500 };

/** Logs every client error and reports a sample (docs/product/shell-and-languages.md#loading-and-failures: 0.1) to POST /api/client-errors. */
export async function reportClientError(error: unknown, random: () => number = browser.random): Promise<boolean> {
  console.error(error);
  if (random() >= ERROR_REPORT_SAMPLE_RATE) return false;
  const asError = error instanceof Error ? error : null;
  const message = (asError?.message || String(error) || 'Unknown error').slice(0, LIMITS.message);
  try {
    await ownApi.post('/client-errors', {
      json: {
        message,
        stack: asError?.stack?.slice(0, LIMITS.stack),
        url: window.location.href.slice(0, LIMITS.url),
        userAgent: navigator.userAgent.slice(0, LIMITS.userAgent),
      },
    });
    return true;
  } catch {
    return false;
  }
}

/** window error and unhandledrejection go through the same sampled report. */
export function installGlobalErrorReporting(random?: () => number): () => void {
  const onError = (event: ErrorEvent) => void reportClientError(event.error ?? event.message, random);
  const onRejection = (event: PromiseRejectionEvent) => void reportClientError(event.reason, random);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
