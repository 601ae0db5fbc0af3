import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { follow } from './persistence.ts';

/**
 * What the installed app adds to start-up, in one chunk apart from the entry (decisions 096, 097): the owner's saved
 * screens back in the query cache (awaited before the first render when an owner is signed in), the watch that
 * deletes them when the owner changes, and, once the first screen is up, the service worker.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  // TanStack Query takes the device as online until the browser says otherwise; a page started offline knows at once
  // (navigator.onLine is only trusted when it says false).
  if (!navigator.onLine) onlineManager.setOnline(false);
  await follow(queryClient);
  const native = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.();
  if (import.meta.env.PROD && !native && 'serviceWorker' in navigator) {
    window.setTimeout(
      () => void import('../../features/pwa/register-sw.tsx').then((pwa) => pwa.registerServiceWorker()),
      1000,
    );
  }
}
