import { useTranslation } from 'react-i18next';
import { Link, type Params, useMatches, useNavigate } from 'react-router';
import { LanguageSelector } from '../../components/language-selector.tsx';
import { BackIcon, HomeIcon, MenuIcon, SearchIcon, SettingsIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useSearchText } from '../../lib/search-text.ts';
import type { RouteHandle } from '../route-handle.ts';
import { NotificationBell } from './notification-bell.tsx';

function useRouteHandle(): RouteHandle & { params: Params } {
  const matches = useMatches();
  const last = [...matches].reverse().find((match) => match.handle);
  return { ...((last?.handle as RouteHandle | undefined) ?? {}), params: last?.params ?? {} };
}

function SearchBox() {
  const { t } = useTranslation('common');
  const [text, setText] = useSearchText();
  return (
    <div className="top-bar__search">
      <SearchIcon className="top-bar__search-icon" />
      <input
        type="search"
        className="top-bar__search-input"
        aria-label={t('topBar.search')}
        placeholder={t('topBar.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

export function TopBar({ propertyId, onOpenMenu }: { propertyId?: string; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, leading = 'back', hasSearch = false, backTo, params } = useRouteHandle();

  const leadingAction =
    leading === 'settings' ? (
      <Link to={paths.settings.getHref(propertyId)} className="ui-icon-button" aria-label={t('common:nav.settings')}>
        <SettingsIcon />
      </Link>
    ) : leading === 'home' ? (
      <Link to={paths.properties.getHref()} className="ui-icon-button" aria-label={t('common:nav.home')}>
        <HomeIcon />
      </Link>
    ) : (
      <button
        type="button"
        className="ui-icon-button"
        aria-label={t('common:nav.back')}
        onClick={() => (backTo ? navigate(backTo(params)) : navigate(-1))}
      >
        <BackIcon />
      </button>
    );

  return (
    <header className="top-bar">
      <div className="top-bar__start">
        <button
          type="button"
          className="ui-icon-button top-bar__menu"
          aria-label={t('common:nav.openMenu')}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        {leadingAction}
        <h1 className="top-bar__title">{title ? t(title) : t('common:app.title')}</h1>
      </div>
      {hasSearch ? <SearchBox /> : null}
      <div className="top-bar__end">
        <LanguageSelector />
        <NotificationBell />
      </div>
    </header>
  );
}
