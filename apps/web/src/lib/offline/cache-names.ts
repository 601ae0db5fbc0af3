/** Cache Storage names shared by the service worker and the app (decision 097). */
export const OWNER_FILES_CACHE_PREFIX = 'owner-files-';
/** The header by which the app asks the service worker to keep a file for the owner it names. */
export const OWNER_FILES_HEADER = 'x-keep-offline';
/** IndexedDB database and store of the owners' saved screens (lib/offline/persistence.ts). */
export const OFFLINE_DB = 'owner-portal-offline';
export const OFFLINE_STORE = 'queries';
