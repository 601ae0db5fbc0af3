/// <reference lib="webworker" />
// The service worker (decision 096): built by scripts/build-sw.mjs with esbuild, its precache list written in by
// workbox-build. It keeps the app's own files for offline start-up and the files an owner opened (statements,
// invoices) in a cache of that owner's, and nothing else: owner data lives in IndexedDB, kept by the app itself
// (lib/offline), and no API answer, staff page or admin session passes through here.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OWNER_FILES_CACHE_PREFIX, OWNER_FILES_HEADER } from '../lib/offline/cache-names.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page load goes to the server first (its answer carries the route's preload links and the reader's language,
// decision 063); with no network the precached index.html starts the app, which then reads what the owner saved.
// The staff console and the admin sign-in link are never answered from here.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
    }),
    { denylist: [/^\/staff(\/|$)/, /^\/admin-login\//, /^\/api\//] },
  ),
);

// Files an owner opened: only requests the app marked with the owner's id (never an admin acting as the owner), in a
// cache of that owner's, which the app deletes at sign-out or when someone else signs in.
const fileStrategies = new Map<string, NetworkFirst>();
function fileStrategy(ownerId: string): NetworkFirst {
  let strategy = fileStrategies.get(ownerId);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: `${OWNER_FILES_CACHE_PREFIX}${ownerId}`,
      matchOptions: { ignoreVary: true },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 90 }),
      ],
    });
    fileStrategies.set(ownerId, strategy);
  }
  return strategy;
}
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\d+$/.test(request.headers.get(OWNER_FILES_HEADER) ?? ''),
  (options) => fileStrategy(options.request.headers.get(OWNER_FILES_HEADER) as string).handle(options),
);

// A new version waits until the owner chooses Reload in the prompt (app/update-prompt.tsx): never a silent reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
