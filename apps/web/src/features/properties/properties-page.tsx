import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSearchText } from '../../lib/search-text.ts';

// Placeholder of the shell (helper B); the properties feature (helper C) replaces this page.
export function PropertiesPage() {
  const { t } = useTranslation('common');
  const [search] = useSearchText();
  return (
    <section className="page">
      <p className="empty-state">{t('placeholder.comingSoon')}</p>
      {search ? <p>{search}</p> : null}
      <Link to={paths.calendar.getHref(1)}>{t('nav.calendar')}</Link>
    </section>
  );
}
