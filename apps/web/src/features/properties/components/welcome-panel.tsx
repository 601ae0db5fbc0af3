import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** docs/product/properties.md#welcome-and-thank-you-pages welcome page; owners flagged as Russian see nothing on it. */
export function WelcomePanel({ isRussian }: { isRussian: boolean }) {
  const { t } = useTranslation('properties');
  if (isRussian) return <section className="page properties-welcome" data-testid="welcome-page" />;
  return (
    <section className="page properties-welcome" data-testid="welcome-page">
      <h1 className="properties-welcome__title">{t('welcome.title')}</h1>
      <p className="properties-welcome__text">{t('welcome.text')}</p>
      <Link className="ui-button ui-button--primary" to={paths.settingsInitialize.getHref()}>
        {t('welcome.start')}
      </Link>
    </section>
  );
}

/** docs/product/properties.md#welcome-and-thank-you-pages: no properties in any other case; the edit link reopens onboarding. */
export function ThankYouPanel() {
  const { t } = useTranslation('properties');
  return (
    <section className="page properties-welcome" data-testid="thank-you-page">
      <h1 className="properties-welcome__title">{t('thankYou.title')}</h1>
      <p className="properties-welcome__text">{t('thankYou.text')}</p>
      <Link className="ui-button ui-button--secondary" to={`${paths.settingsRoot.getHref()}?initialize=true`}>
        {t('thankYou.edit')}
      </Link>
    </section>
  );
}
