import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { signOut } from '../../lib/session/logout.ts';

/**
 * docs/product/settings.md#settings-menu /settings/list/{propertyId}: Block off date and Change property info only with a property, then
 * Change password, Edit profile, Logout (adding a property and the passkeys of decision 090 are offered too).
 */
export function SettingsListPage() {
  const { t } = useTranslation('settings');
  const { propertyId } = useParams();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const onLogout = async () => {
    setIsSigningOut(true);
    await signOut();
    navigate(paths.login.getHref(), { replace: true });
  };

  const entries = [
    propertyId ? { href: paths.settingsBlock.getHref(propertyId), label: t('menu.blockOffDate') } : null,
    { href: paths.changePassword.getHref(propertyId), label: t('menu.changePassword') },
    { href: paths.settingsPasskeys.getHref(propertyId), label: t('menu.passkeys') },
    { href: paths.personalSurvey.getHref(propertyId), label: t('menu.editProfile') },
    propertyId ? { href: paths.settingsSummary.getHref(propertyId), label: t('menu.changePropertyInfo') } : null,
    { href: paths.addPropertySurvey.getHref(propertyId), label: t('menu.addProperty') },
  ].filter((entry) => entry !== null);

  return (
    <section className="page">
      <nav aria-label={t('menu.label')}>
        <ul className="menu-list">
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link className="menu-list__item" to={entry.href}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            <Button variant="secondary" isFullWidth isLoading={isSigningOut} onClick={() => void onLogout()}>
              {t('menu.logout')}
            </Button>
          </li>
        </ul>
      </nav>
    </section>
  );
}
