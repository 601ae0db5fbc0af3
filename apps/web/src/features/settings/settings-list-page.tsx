import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { signOut } from '../../lib/session/logout.ts';

// Minimal settings menu of the shell (helper B) so owners can sign out; the settings feature replaces it.
export function SettingsListPage() {
  const { t } = useTranslation('common');
  const { propertyId } = useParams();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const onLogout = async () => {
    setIsSigningOut(true);
    await signOut();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <section className="page">
      <ul className="menu-list">
        {propertyId ? (
          <li>
            <Link className="menu-list__item" to={paths.settingsBlock.getHref(propertyId)}>
              {t('settingsMenu.blockOffDate')}
            </Link>
          </li>
        ) : null}
        <li>
          <Button variant="secondary" isFullWidth isLoading={isSigningOut} onClick={() => void onLogout()}>
            {t('actions.logout')}
          </Button>
        </li>
      </ul>
    </section>
  );
}
