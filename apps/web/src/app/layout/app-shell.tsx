import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { useIsOnline } from '../../lib/offline/use-is-online.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { writeValue } from '../../lib/session/storage.ts';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';
import { AppErrorBoundary } from '../app-error-boundary.tsx';
import { UpdateCheck } from '../update-check.tsx';
import { AdminBanner } from './admin-banner.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { navItems } from './nav-items.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

const OfflineBanner = lazy(() =>
  import('../../features/offline/offline-banner.tsx').then((module) => ({ default: module.OfflineBanner })),
);

function usePathPropertyId(): string | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.params.propertyId;
}

/** The signed-in shell: top bar, side menu (drawer when compact), content, footer, bottom navigation. */
export function AppShell() {
  const { t } = useTranslation('common');
  const session = useSession();
  const propertyId = usePathPropertyId();
  const location = useLocation();
  const isOnline = useIsOnline();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const items = navItems(propertyId);

  useEffect(() => {
    if (propertyId) writeValue(STORAGE_KEYS.propertyId, propertyId);
  }, [propertyId]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {session.isAdmin ? (
        <AdminBanner ownerName={session.user?.fullName || session.user?.name || ''} adminName={session.adminName} />
      ) : null}
      <TopBar propertyId={propertyId} onOpenMenu={() => setIsMenuOpen(true)} />
      {isOnline ? null : (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      <div className="shell__body">
        <SideMenu items={items} isOpen={isMenuOpen} onClose={closeMenu} />
        <main id="main" className="shell__main" tabIndex={-1}>
          <AppErrorBoundary key={location.pathname}>
            <Suspense fallback={<FullScreenLoader />}>
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
          <Footer />
        </main>
      </div>
      <BottomNav items={items} />
      <UpdateCheck />
    </div>
  );
}
