import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { BellIcon } from '../../components/ui/icons.tsx';

// The bell, its live stream and its texts are a chunk of their own, loaded by the signed-in shell only: the sign-in
// page never carries them. The shell keeps the bell's place while it loads.
const LiveBell = lazy(async () => ({
  default: (await import('../../features/notifications/notification-bell.tsx')).NotificationBell,
}));

function BellPlaceholder() {
  return (
    <span className="ui-icon-button top-bar__action" aria-hidden="true">
      <BellIcon />
    </span>
  );
}

export function NotificationBell() {
  return (
    <ErrorBoundary fallback={<BellPlaceholder />}>
      <Suspense fallback={<BellPlaceholder />}>
        <LiveBell />
      </Suspense>
    </ErrorBoundary>
  );
}
