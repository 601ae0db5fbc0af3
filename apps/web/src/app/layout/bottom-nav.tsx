import { useTranslation } from 'react-i18next';
import type { NavItem } from './nav-items.tsx';
import { NavList } from './nav-list.tsx';

/** Shown only in the compact layout (800 px and below). */
export function BottomNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('common');
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottomNavigation')}>
      <NavList items={items} variant="bottom" />
    </nav>
  );
}
