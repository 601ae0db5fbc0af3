import type { ReactNode } from 'react';
import {
  CalendarIcon,
  DocumentIcon,
  HelpIcon,
  HomeIcon,
  SettingsIcon,
  WrenchIcon,
} from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';

export interface NavItem {
  id: 'properties' | 'calendar' | 'statements' | 'maintenance' | 'settings' | 'help';
  labelKey: string;
  /** The bottom navigation's label: shorter where a language allows, with soft hyphens where a word may break. */
  shortLabelKey: string;
  icon: ReactNode;
  /** null when the entry needs a property and none is in the path: shown disabled. */
  href: string | null;
  /** Path prefix that marks the entry active. */
  activePrefix: string;
}

/**
 * docs/product/shell-and-languages.md#navigation-entries signed-in shell: Calendar and Statements are always listed but disabled without a property;
 * Maintenance only appears when a property id is in the current path (docs/decisions: navigation entries).
 */
export function navItems(propertyId: string | undefined): NavItem[] {
  const items: NavItem[] = [
    {
      id: 'properties',
      labelKey: 'nav.properties',
      shortLabelKey: 'navShort.properties',
      icon: <HomeIcon />,
      href: paths.properties.getHref(),
      activePrefix: '/properties',
    },
    {
      id: 'calendar',
      labelKey: 'nav.calendar',
      shortLabelKey: 'navShort.calendar',
      icon: <CalendarIcon />,
      href: propertyId ? paths.calendar.getHref(propertyId) : null,
      activePrefix: '/calendar',
    },
    {
      id: 'statements',
      labelKey: 'nav.statements',
      shortLabelKey: 'navShort.statements',
      icon: <DocumentIcon />,
      href: propertyId ? paths.documents.getHref('statements', propertyId) : null,
      activePrefix: '/documents/statements',
    },
  ];
  if (propertyId) {
    items.push({
      id: 'maintenance',
      labelKey: 'nav.maintenance',
      shortLabelKey: 'navShort.maintenance',
      icon: <WrenchIcon />,
      href: paths.documents.getHref('maintenance', propertyId),
      activePrefix: '/documents/maintenance',
    });
  }
  items.push(
    {
      id: 'settings',
      labelKey: 'nav.settings',
      shortLabelKey: 'navShort.settings',
      icon: <SettingsIcon />,
      href: paths.settings.getHref(propertyId),
      activePrefix: '/settings',
    },
    {
      id: 'help',
      labelKey: 'nav.help',
      shortLabelKey: 'navShort.help',
      icon: <HelpIcon />,
      href: paths.help.getHref(propertyId),
      activePrefix: '/help',
    },
  );
  return items;
}
