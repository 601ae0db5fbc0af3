export { dropSession, signOut } from './logout.ts';
export { signIn, signInAsAdmin, useSession } from './session-store.ts';
export { clearStorage, isSignedIn, readSession, readString, type StoredSession, writeValue } from './storage.ts';
export { STORAGE_KEYS } from './storage-keys.ts';
export { scheduleTokenRefresh } from './token-refresh.ts';
