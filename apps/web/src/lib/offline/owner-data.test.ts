import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { offlineOwner } from './owner-data.ts';

const user = JSON.stringify({ userId: 7, name: 'Owner', email: 'owner@example.com' });

afterEach(() => localStorage.clear());

describe('whose screens the device keeps (decision 097)', () => {
  it("the signed-in owner's own session only", () => {
    expect(offlineOwner()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.sessionUser, user);
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'session');
    expect(offlineOwner()).toBe('7');
  });

  it('never an admin signed in as the owner', () => {
    localStorage.setItem(STORAGE_KEYS.sessionUser, user);
    localStorage.setItem(STORAGE_KEYS.adminSessionToken, 'admin-session');
    expect(offlineOwner()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'session');
    expect(offlineOwner()).toBeNull();
  });
});
