import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { browser } from '../lib/browser.ts';
import { reportClientError } from '../lib/client-errors.ts';

/** The router's last resort (e.g. a lazy page chunk failed to load). */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  useEffect(() => {
    void reportClientError(error);
  }, [error]);
  return (
    <main className="page page--centered">
      <Alert tone="error" title={t('errors.boundaryTitle')}>
        <p>{t('errors.boundaryText')}</p>
      </Alert>
      <Button onClick={() => browser.reload()}>{t('actions.reload')}</Button>
    </main>
  );
}
