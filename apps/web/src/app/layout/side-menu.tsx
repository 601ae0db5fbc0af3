import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/ui/icons.tsx';
import type { NavItem } from './nav-items.tsx';
import { NavList } from './nav-list.tsx';

/** A full-height column on wide screens (its entries stay in view); a drawer from the inline start at 800 px and below. */
export function SideMenu({ items, isOpen, onClose }: { items: NavItem[]; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onClose]);

  return (
    <>
      {isOpen ? <div className="side-menu__backdrop" aria-hidden="true" onClick={onClose} /> : null}
      {/* The column draws the menu's background down the whole page; the menu itself stays in view (sticky). */}
      <div className="side-menu-column">
        <nav className={`side-menu${isOpen ? ' side-menu--open' : ''}`} aria-label={t('nav.mainNavigation')}>
          <div className="side-menu__header">
            <span className="side-menu__brand">{t('app.title')}</span>
            <button
              type="button"
              className="ui-icon-button side-menu__close"
              aria-label={t('nav.closeMenu')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </div>
          <NavList items={items} variant="side" onNavigate={onClose} />
        </nav>
      </div>
    </>
  );
}
