import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HelpIcon, MailIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useBackButtonTo } from '../../lib/native/use-back-button.ts';
import { registerHelpTexts } from './help-i18n.ts';
import './help.css';

registerHelpTexts();

/** /help/{propertyId?} (docs/product/help.md#help-screens): two entries, the FAQ and mail for support; the property id travels along. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const { propertyId } = useParams();
  const prefix = useId();
  useBackButtonTo(paths.properties.getHref());
  const entries = [
    { href: paths.helpFaq.getHref(propertyId), icon: <HelpIcon />, key: 'faq' },
    { href: paths.helpContact.getHref(propertyId), icon: <MailIcon />, key: 'contact' },
  ] as const;
  return (
    <section className="page help-page">
      <nav aria-label={t('home.label')}>
        <ul className="help-entries">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link className="help-entry" to={entry.href} aria-describedby={`${prefix}-${entry.key}`}>
                <span className="help-entry__icon">{entry.icon}</span>
                <span className="help-entry__title">{t(`home.${entry.key}.title`)}</span>
              </Link>
              <p id={`${prefix}-${entry.key}`} className="help-entry__text">
                {t(`home.${entry.key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
