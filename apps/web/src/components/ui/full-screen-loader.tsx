import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

/** An overlay that covers the screen while something blocking runs; `label` is read to screen readers. */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-loader" role="status" aria-live="polite">
      <Spinner size="large" />
      <p className="ui-loader__label">{label ?? t('loader.loading')}</p>
    </div>
  );
}
