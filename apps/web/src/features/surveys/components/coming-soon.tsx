import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** docs/product/settings.md#coming-soon: owners the company marks see this instead of the survey. */
export function ComingSoon({ backHref }: { backHref: string }) {
  const { t } = useTranslation('surveys');
  return (
    <section className="page page--centered" data-testid="survey-coming-soon">
      <h1 className="survey__title">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
      <Link className="ui-button ui-button--secondary" to={backHref}>
        {t('comingSoon.back')}
      </Link>
    </section>
  );
}
