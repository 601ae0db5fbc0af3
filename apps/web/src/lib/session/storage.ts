import type { SessionUser } from '@portal/contract';
import type { LoginStatus } from '@portal/domain';
import { DRAFT_KEY_PREFIX, SESSION_KEYS, STORAGE_KEYS, SUPPORT_DRAFT_KEY_PREFIX } from './storage-keys.ts';

export interface TokenConfig {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  /** Epoch milliseconds. */
  expires_at: number;
}

/** A snapshot of what local storage holds for the session; read synchronously by the API clients. */
export interface StoredSession {
  sessionToken: string | null;
  adminSessionToken: string | null;
  adminAccessToken: string | null;
  adminName: string | null;
  legacyToken: string | null;
  tokenConfig: TokenConfig | null;
  user: SessionUser | null;
  status: LoginStatus | null;
}

const listeners = new Set<() => void>();

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  return localStorage.getItem(key);
}

/** Writes one key, and tells the listeners; a value the key already holds is not written again (nothing changed). */
export function writeValue(key: string, value: unknown): void {
  const text = value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
  if (localStorage.getItem(key) === text) return;
  if (text === null) localStorage.removeItem(key);
  else localStorage.setItem(key, text);
  notify();
}

export function writeValues(values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  notify();
}

let cached: { raw: string; session: StoredSession } | null = null;

export function readSession(): StoredSession {
  const raw = SESSION_KEYS.map((key) => localStorage.getItem(key) ?? '').join('\u0000');
  if (cached?.raw === raw) return cached.session;
  const status = readString(STORAGE_KEYS.userStatus);
  const session: StoredSession = {
    sessionToken: readString(STORAGE_KEYS.sessionToken),
    adminSessionToken: readString(STORAGE_KEYS.adminSessionToken),
    adminAccessToken: readString(STORAGE_KEYS.adminAccessToken),
    adminName: readString(STORAGE_KEYS.adminName),
    legacyToken: readString(STORAGE_KEYS.legacyToken),
    tokenConfig: readJson<TokenConfig>(STORAGE_KEYS.tokenConfig),
    user: readJson<SessionUser>(STORAGE_KEYS.sessionUser),
    status: status === 'guesty' || status === 'pordal' || status === 'both' ? status : null,
  };
  cached = { raw, session };
  return session;
}

export function isSignedIn(session: StoredSession = readSession()): boolean {
  return session.user !== null && (session.sessionToken !== null || session.adminSessionToken !== null);
}

/** Clears every session key (docs/product/sign-in-and-session.md#the-stored-session: refused refresh, 401 from a provider, logout). */
export function clearStorage(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  notify();
}

const DRAFT_PREFIXES = [DRAFT_KEY_PREFIX, SUPPORT_DRAFT_KEY_PREFIX];

/** Removes every unsaved survey answer and support message kept on this device (at sign-out). */
export function clearDrafts(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) {
    if (key && DRAFT_PREFIXES.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
  }
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}
