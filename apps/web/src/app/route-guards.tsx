import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader.tsx';
import { paths } from '../config/paths.ts';
import { useSession } from '../lib/session/session-store.ts';

/** Every lazy page loads behind one full-screen loader. */
export function RootLayout() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** Signed-out visitors of any shell route go to /login. */
export function RequireAuth() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Signed-in owners never see the public screens; they go to /properties. */
export function PublicOnly() {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <Navigate to={paths.properties.getHref()} replace />;
  return <Outlet />;
}
