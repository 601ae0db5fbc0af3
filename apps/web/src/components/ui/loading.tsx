import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

/** A part of the page still loading: the spinner, and 'Loading…' (or `label`) for screen readers. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-loading" role="status">
      <Spinner />
      <span className="visually-hidden">{label ?? t('loader.loading')}</span>
    </div>
  );
}
