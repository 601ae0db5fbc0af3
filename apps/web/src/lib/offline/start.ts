import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { follow } from './persistence.ts';

/**
 * What the installed app adds to start-up, in one chunk apart from the entry (decisions 096, 097): the owner's saved
 * screens back in the query cache (awaited before the first render when an owner is signed in), the watch that
 * deletes them when the owner changes, and a little later the service worker, registered with workbox-window. The
 * update prompt's code loads only when a new version waits.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  // TanStack Query takes the device as online until the browser says otherwise; a page started offline knows at once
  // (navigator.onLine is only trusted when it says false).
  if (!navigator.onLine) onlineManager.setOnline(false);
  await follow(queryClient);
  const native = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.();
  // The native wrapper's files are on the device (no service worker); it opens the portal's sign-in links itself.
  if (native) void import('../app-links.ts').then((links) => links.followAppLinks());
  if (!import.meta.env.PROD || native || !('serviceWorker' in navigator)) return;
  window.setTimeout(() => {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      void import('../../features/pwa/update-prompt-host.tsx').then((prompt) => prompt.showUpdatePrompt(workbox));
    });
    // A browser that refuses workers (private modes, a journey that blocks them) runs the app without one.
    workbox.register().catch(() => undefined);
  }, 3000);
}
