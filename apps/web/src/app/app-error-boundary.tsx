import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { reportClientError } from '../lib/client-errors.ts';

function Fallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="page page--centered">
      <Alert tone="error" title={t('errors.boundaryTitle')}>
        <p>{t('errors.boundaryText')}</p>
      </Alert>
      <Button onClick={onRetry}>{t('actions.retry')}</Button>
    </div>
  );
}

/** Catches render errors, reports them (sampled) and offers a retry. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error) => void reportClientError(error)}
      fallback={(reset) => <Fallback onRetry={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}
