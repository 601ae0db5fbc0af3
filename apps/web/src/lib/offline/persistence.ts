import { CLIENT_VERSION } from '@portal/domain';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createStore, del, get, keys, set } from 'idb-keyval';
import { subscribe } from '../session/storage.ts';
import { OFFLINE_DB, OFFLINE_STORE, OWNER_FILES_CACHE_PREFIX } from './cache-names.ts';
import { offlineOwner } from './owner-data.ts';

/**
 * The owner's screens kept for reading offline (decision 097): TanStack Query's own persistence, into IndexedDB under
 * one key per owner, and only the reads an owner looks at on the go. Never bank details, staff or sign-in calls.
 */
const READABLE_OFFLINE = new Set([
  'properties',
  'property',
  'calendar',
  'reservations',
  'statistics',
  'documents',
  'notifications',
  'faq',
  'help',
  'occupancy',
  'property-summary',
  'commission',
]);

export const shouldKeepOffline = (query: Query): boolean =>
  query.state.status === 'success' && READABLE_OFFLINE.has(String(query.queryKey[0]));

/** A week: older saved screens are dropped rather than shown as if current. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_EVERY_MS = 1000;

let store: ReturnType<typeof createStore> | undefined;
const offlineStore = () => {
  store ??= createStore(OFFLINE_DB, OFFLINE_STORE);
  return store;
};
const keyOf = (owner: string) => `owner:${owner}`;

/** An IndexedDB persister (idb-keyval, as TanStack's documentation shows) writing at most once a second. */
function ownerPersister(owner: string): Persister & { cancel: () => void } {
  let pending: PersistedClient | undefined;
  let timer: number | undefined;
  let cancelled = false;
  const write = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (!cancelled && pending) void set(keyOf(owner), pending, offlineStore());
    pending = undefined;
  };
  // A page left within the second (a reload, a link out) still saves what it showed.
  const onHide = () => {
    if (document.visibilityState === 'hidden') write();
  };
  window.addEventListener('pagehide', write);
  document.addEventListener('visibilitychange', onHide);
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= window.setTimeout(write, SAVE_EVERY_MS);
    },
    restoreClient: () => get<PersistedClient>(keyOf(owner), offlineStore()),
    removeClient: () => del(keyOf(owner), offlineStore()),
    cancel: () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onHide);
    },
  };
}

/** Restores (optionally) and then keeps saving the owner's screens; the returned function stops saving. */
async function persist(
  queryClient: QueryClient,
  owner: string,
  options: { restore?: boolean } = {},
): Promise<() => void> {
  const persister = ownerPersister(owner);
  const common = { queryClient, persister, buster: CLIENT_VERSION };
  if (options.restore) {
    await persistQueryClientRestore({ ...common, maxAge: MAX_AGE_MS }).catch(() => undefined);
  }
  const saving = {
    ...common,
    dehydrateOptions: { shouldDehydrateQuery: shouldKeepOffline, shouldDehydrateMutation: () => false },
  };
  const unsubscribe = persistQueryClientSubscribe(saving);
  // What loaded before this started (a sign-in's first screen) is saved now, not at the next change.
  void persistQueryClientSave(saving);
  return () => {
    persister.cancel();
    unsubscribe();
  };
}

/** Deletes every owner's saved screens and opened files except `owner`'s (all of them for null). */
export async function deleteAllBut(owner: string | null): Promise<void> {
  const keep = owner === null ? null : keyOf(owner);
  const stored = await keys(offlineStore()).catch(() => [] as IDBValidKey[]);
  await Promise.all(stored.filter((key) => key !== keep).map((key) => del(key, offlineStore())));
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OWNER_FILES_CACHE_PREFIX) && name !== `${OWNER_FILES_CACHE_PREFIX}${owner}`)
      .map((name) => caches.delete(name)),
  );
}

/**
 * Keeps the device's saved data to the signed-in owner's (decision 097): their screens restored (before the first
 * render) and saved from then on; whenever the session changes owner (sign-out, a 401 that ended it, another owner or
 * an admin signing in), everything saved for anyone else is deleted and the cache in memory emptied.
 */
export async function follow(queryClient: QueryClient): Promise<void> {
  let owner = offlineOwner();
  let stop: (() => void) | undefined;
  subscribe(() => {
    const current = offlineOwner();
    if (current === owner) return;
    const previous = owner;
    owner = current;
    stop?.();
    stop = undefined;
    if (previous !== null) queryClient.clear();
    void deleteAllBut(current).then(async () => {
      if (current !== null && current === owner) stop = await persist(queryClient, current);
    });
  });
  if (owner !== null) stop = await persist(queryClient, owner, { restore: true });
  void deleteAllBut(owner);
}
