import type { StaffSession } from '@portal/contract/staff';
import { useSyncExternalStore } from 'react';

// Apart from the owner's session keys: signing in as an owner in another tab leaves the console signed in.
const KEY = 'staff-session';
const listeners = new Set<() => void>();

export type { StaffSession };

let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

export function readStaffSession(): StaffSession | null {
  const raw = localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.session;
  let session: StaffSession | null = null;
  try {
    session = raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    session = null;
  }
  if (session && Date.parse(session.expiresAt) <= Date.now()) session = null;
  cached = { raw, session };
  return session;
}

export function storeStaffSession(session: StaffSession | null): void {
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, readStaffSession);
}
