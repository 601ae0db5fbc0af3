import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { NavItem } from './nav-items.tsx';

interface NavListProps {
  items: NavItem[];
  variant: 'side' | 'bottom';
  onNavigate?: () => void;
}

/** The entries of the side menu and the bottom navigation; clicking the active entry reloads its data. */
export function NavList({ items, variant, onNavigate }: NavListProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onActiveClick = (event: MouseEvent, href: string) => {
    event.preventDefault();
    void queryClient.invalidateQueries();
    navigate(href, { replace: true, state: { reloadedAt: Date.now() } });
    onNavigate?.();
  };

  return (
    <ul className={`nav-list nav-list--${variant}`}>
      {items.map((item) => {
        const isActive = location.pathname.startsWith(item.activePrefix);
        const label = t(variant === 'bottom' ? item.shortLabelKey : item.labelKey);
        if (!item.href) {
          return (
            <li key={item.id}>
              <span className="nav-list__item nav-list__item--disabled" aria-disabled="true">
                {item.icon}
                <span className="nav-list__label">{label}</span>
              </span>
            </li>
          );
        }
        const href = item.href;
        return (
          <li key={item.id}>
            <Link
              to={href}
              className={`nav-list__item${isActive ? ' nav-list__item--active' : ''}`}
              aria-current={isActive ? 'page' : undefined}
              onClick={isActive ? (event) => onActiveClick(event, href) : onNavigate}
            >
              {item.icon}
              <span className="nav-list__label">{label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
